import { type AdminUser, type CurrentUser } from '../api/types';
import { type FakeRequest, type FakeReply, json } from './fakeFetch';
import { home } from './fixtures';

/** A small in-memory stand-in for the users API, with the server's own-role rule. */
export function fakeUsersApi(me: CurrentUser | null, users: AdminUser[]) {
  return ({ method, url, body }: FakeRequest): FakeReply => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (method === 'GET' && pathname === '/api/home') return json(home(me));
    if (method === 'GET' && pathname === '/api/admin/users') {
      const q = searchParams.get('q')?.toLowerCase() ?? '';
      const role = searchParams.get('role');
      const found = users.filter(
        (u) => (!q || u.Username.includes(q) || u.Email.includes(q)) && (!role || u.Role === role),
      );
      return json({ Users: found, Total: found.length });
    }
    const one = pathname.match(/^\/api\/admin\/users\/([^/]+)$/);
    if (method === 'GET' && one) {
      const user = users.find((u) => u.UID === decodeURIComponent(one[1]));
      return user ? json({ User: user }) : json({ error: 'No user has that UID.' }, 404);
    }
    if (method === 'POST' && pathname === '/api/admin/users/setrole') {
      const { uid, role } = (body as { body: { uid: string; role: AdminUser['Role'] } }).body;
      if (uid === me?.uid) return json({ error: 'You cannot change your own role.' }, 403);
      const user = users.find((u) => u.UID === uid);
      if (!user) return json({ error: 'No user has that UID.' }, 404);
      user.Role = role;
      return json({ User: user });
    }
    return json({ error: `No route for ${method} ${pathname}.` }, 404);
  };
}
