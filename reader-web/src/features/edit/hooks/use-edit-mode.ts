import { useLocation } from 'react-router-dom';
import type { Role } from '../../../api/types';
import { useGetPageGlobalsQuery } from '../api/edit-api';

export interface EditMode {
  /** The page was opened at an /edit/ address. */
  requested: boolean;
  /** The server's page global `edit`: true only for a member on an /edit/ page. */
  enabled: boolean;
  role: Role | null;
}

const EDITOR_ROLES: ReadonlySet<Role> = new Set(['editor', 'mod', 'admin']);

/** Editors, mods and admins may delete questions, positions and arguments. */
export function canDelete(role: Role | null): boolean {
  return role !== null && EDITOR_ROLES.has(role);
}

export function useEditMode(): EditMode {
  const { pathname } = useLocation();
  const requested = pathname.startsWith('/edit/');
  const { data } = useGetPageGlobalsQuery(pathname, { skip: !requested });
  return {
    requested,
    enabled: requested && data?.edit === true,
    role: (data?.User?.role ?? null) as Role | null,
  };
}
