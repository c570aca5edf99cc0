import { type AuthProvider, type UserIdentity } from 'react-admin';
import { apiGet, apiPost } from '../api/client';
import { type MeResponse } from '../api/types';
import { BASENAME } from '../config';
import { AccessRefusedError } from './AccessRefusedError';
import { mayEnter } from './can';
import { markReaderReturnTarget, siteHomeUrl } from './readerReturnTarget';

interface LoginParams {
  email?: string;
  username?: string;
  password?: string;
}

const NOT_LOGGED_IN = 'ra.auth.auth_check_error';
const ME = `/api/me?${new URLSearchParams({ path: BASENAME })}`;

/**
 * The console keeps no session of its own: it asks the server who is logged in and what they may
 * do (/api/me's Can, computed by the server's access rules), and shows only that.
 */
export function createAuthProvider() {
  // react-admin asks checkAuth, getPermissions and getIdentity at once: share one request.
  let pending: Promise<MeResponse> | null = null;
  const me = () =>
    (pending ??= apiGet<MeResponse>(ME).finally(() => {
      pending = null;
    }));

  const requireConsoleUser = async () => {
    const { User, Can } = await me();
    if (!User) throw new Error(NOT_LOGGED_IN);
    if (!mayEnter(Can)) throw new AccessRefusedError();
    return User;
  };

  return {
    async login({ email, username, password }: LoginParams) {
      await apiPost('/api/login', { email: email ?? username ?? '', password: password ?? '' });
      await requireConsoleUser();
    },

    /**
     * A console user who logs out lands on the site's home page (admin pages return to /).
     * Anyone else (anonymous, an expired session, a reader the console is not for) gets
     * react-admin's default, the console's login page.
     */
    async logout(): Promise<string | undefined> {
      // A reader who may not enter keeps their site session: they never entered the console.
      const answer = await me().catch(() => null);
      if (!answer?.User || !mayEnter(answer.Can)) return undefined;
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
      // The role only as words to show: what to show comes from the permissions.
      return { id: user.uid, fullName: user.Username, role: user.role };
    },

    /** /api/me's Can: the resources the person may open and what they may do there. */
    async getPermissions() {
      return (await me()).Can;
    },
  } satisfies AuthProvider;
}

export const authProvider = createAuthProvider();
