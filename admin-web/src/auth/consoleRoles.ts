import { type Role } from '../api/types';

/** Roles that may open the console at all; finer rights are checked per resource. */
export const CONSOLE_ROLES: readonly Role[] = ['editor', 'mod', 'admin'];

/** Each role may do all that the roles before it may. */
const RANK: readonly Role[] = ['user', ...CONSOLE_ROLES];

export function hasConsoleAccess(role: Role | null | undefined): boolean {
  return role != null && CONSOLE_ROLES.includes(role);
}

/** Whether `role` reaches `least` (the server checks the same rule on every call). */
export function hasRole(role: Role | null | undefined, least: Role): boolean {
  return role != null && RANK.indexOf(role) >= RANK.indexOf(least);
}
