/** Session storage key of the last page worth returning to after login, signup or logout. */
export const LAST_PAGE_KEY = 'lastPage';
export const DEFAULT_RETURN_TARGET = '/';

// Account and onboarding screens: returning to them after login would be a dead end.
const NOT_REMEMBERED = new Set([
  '/login',
  '/signup',
  '/logout',
  '/app/expertise',
  '/app/interests',
  '/app/resetpassword',
  '/app/settings',
  '/welcome',
]);

const ADMIN_PREFIXES = ['/admin', '/internal/admin'];

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix + '/');
}

/**
 * The return target a visited page stands for, or null when it must not be remembered.
 * Edit pages stand for their read page (/edit/c/1 -> /c/1); admin pages stand for / (the spec:
 * "Admin pages return to /"), so logging out after one never lands on the page before it.
 */
export function toReturnTarget(path: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const pathname = path.split(/[?#]/, 1)[0].replace(/(.)\/+$/, '$1');
  if (NOT_REMEMBERED.has(pathname)) return null;
  if (ADMIN_PREFIXES.some((prefix) => isUnder(pathname, prefix))) return DEFAULT_RETURN_TARGET;
  if (pathname.startsWith('/edit/')) return pathname.slice('/edit'.length);
  return path;
}

export function rememberPage(storage: Storage | undefined, path: string): void {
  const target = toReturnTarget(path);
  if (!storage || target === null) return;
  try {
    storage.setItem(LAST_PAGE_KEY, target);
  } catch {
    // Storage can be full or disabled; the default target still works.
  }
}

export function readReturnTarget(storage: Storage | undefined): string {
  try {
    const stored = storage?.getItem(LAST_PAGE_KEY) ?? null;
    return stored !== null && toReturnTarget(stored) === stored ? stored : DEFAULT_RETURN_TARGET;
  } catch {
    return DEFAULT_RETURN_TARGET;
  }
}

/** sessionStorage when it exists and is usable (not on the server, not in some private modes). */
export function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
