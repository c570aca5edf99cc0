import { type AuthProvider, type UserIdentity } from 'react-admin';
import { apiGet, apiPost } from '../api/client';
import { type CurrentUser, type HomeResponse, type LoginResponse } from '../api/types';
import { AccessRefusedError } from './AccessRefusedError';
import { hasConsoleAccess } from './consoleRoles';
import { markReaderReturnTarget, siteHomeUrl } from './readerReturnTarget';

interface LoginParams {
  email?: string;
  username?: string;
  password?: string;
}

const NOT_LOGGED_IN = 'ra.auth.auth_check_error';

/** The console keeps no session of its own: it asks the server who is logged in. */
export function createAuthProvider() {
  // react-admin asks checkAuth, getPermissions and getIdentity at once: share one request.
  let pending: Promise<CurrentUser | null> | null = null;
  const currentUser = () =>
    (pending ??= apiGet<HomeResponse>('/api/home')
      .then((home) => home.User)
      .finally(() => {
        pending = null;
      }));

  const requireConsoleUser = async () => {
    const user = await currentUser();
    if (!user) throw new Error(NOT_LOGGED_IN);
    if (!hasConsoleAccess(user.role)) throw new AccessRefusedError();
    return user;
  };

  return {
    async login({ email, username, password }: LoginParams) {
      const { User } = await apiPost<LoginResponse>('/api/login', {
        email: email ?? username ?? '',
        password: password ?? '',
      });
      if (!hasConsoleAccess(User.role)) throw new AccessRefusedError();
    },

    /**
     * A console user who logs out lands on the site's home page (admin pages return to /).
     * Anyone else (anonymous, an expired session, a reader without a console role) gets
     * react-admin's default, the console's login page.
     */
    async logout(): Promise<string | undefined> {
      // A reader without a console role keeps their site session: they never entered the console.
      const user = await currentUser().catch(() => null);
      if (!user || !hasConsoleAccess(user.role)) return undefined;
      await apiPost('/api/logout', {});
      markReaderReturnTarget();
      return siteHomeUrl();
    },

    async checkAuth() {
      await requireConsoleUser();
    },

    async checkError(error: { status?: number } | undefined) {
      // 401: the session is gone. 403 keeps the session; the caller shows the server's sentence.
      if (error?.status === 401) throw new Error(NOT_LOGGED_IN);
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = await requireConsoleUser();
      return { id: user.uid, fullName: user.Username };
    },

    async getPermissions() {
      const user = await currentUser();
      return user?.role ?? null;
    },
  } satisfies AuthProvider;
}

export const authProvider = createAuthProvider();
