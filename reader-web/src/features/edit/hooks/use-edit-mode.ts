import { useLocation } from 'react-router-dom';
import type { Role } from '../../../api/types';
import { useMe } from '../../auth/hooks/use-me';
import { isEditPathname } from '../../artifact/artifact-types';

export interface EditMode {
  /** The page was opened at an /edit/ address. */
  requested: boolean;
  /** On an /edit/ page, the reader's edit rights have arrived (GET /api/me) and allow editing. */
  enabled: boolean;
  /** On an /edit/ page, the rights are not known yet: no edit tools, a "Loading editor" note. */
  pending: boolean;
  role: Role | null;
}

const EDITOR_ROLES: ReadonlySet<Role> = new Set(['editor', 'mod', 'admin']);

/** Editors, mods and admins may delete questions, positions and arguments. */
export function canDelete(role: Role | null): boolean {
  return role !== null && EDITOR_ROLES.has(role);
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
    role: (me?.User?.role ?? null) as Role | null,
  };
}
