import { type Role } from '../api/types';

/** Roles that may open the console at all; finer rights are checked per resource. */
export const CONSOLE_ROLES: readonly Role[] = ['editor', 'mod', 'admin'];

export function hasConsoleAccess(role: Role | null | undefined): boolean {
  return role != null && CONSOLE_ROLES.includes(role);
}
