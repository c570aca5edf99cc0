import { useLocation } from 'react-router-dom';
import { useMe } from '../../auth/hooks/use-me';
import { isEditPathname } from '../../artifact/artifact-types';

export interface EditMode {
  /** The page was opened at an /edit/ address. */
  requested: boolean;
  /** On an /edit/ page, the reader's edit rights have arrived (GET /api/me) and allow editing. */
  enabled: boolean;
  /** On an /edit/ page, the rights are not known yet: no edit tools, a "Loading editor" note. */
  pending: boolean;
}

/** Edit tools show only once the server said the reader may edit what this page shows. */
export function useEditMode(): EditMode {
  const { pathname } = useLocation();
  const requested = isEditPathname(pathname);
  const { me, failed } = useMe();
  return {
    requested,
    enabled: requested && me?.CanEdit === true,
    pending: requested && me === undefined && !failed,
  };
}
