import { describe, expect, it } from '@jest/globals';
import { HttpError } from 'react-admin';
import { type Can, type Role } from '../api/types';
import { type FakeRequest, installFakeFetch, json } from '../test/fakeFetch';
import { ROLE_CAN, can, currentUser, meAnswer, rights } from '../test/fixtures';
import { AccessRefusedError } from './AccessRefusedError';
import { createAuthProvider } from './authProvider';

const NO_ACCESS = 'console.auth.no_console_access';
const ME = '/api/me?path=%2Fadmin';

const signedInAs = (role: Role | null, given?: Can) =>
  installFakeFetch(({ method, url }) => {
    if (method === 'GET' && url === ME) return json(meAnswer(role && currentUser(role), given));
    if (method === 'POST' && url === '/api/logout') return json({ LoggedOut: true });
    return json({ error: 'Not found.' }, 404);
  });

/** /api/login signs `role` in; /api/me answers for whoever is signed in. */
const loginAs = (role: Role) => {
  let signedIn = false;
  return installFakeFetch(({ method, url }: FakeRequest) => {
    if (method === 'POST' && url === '/api/login') {
      signedIn = true;
      return json({ User: currentUser(role) });
    }
    if (method === 'GET' && url === ME) return json(meAnswer(signedIn ? currentUser(role) : null));
    return json({ error: 'Not found.' }, 404);
  });
};

describe('authProvider', () => {
  it('logs in with the email and password in the envelope, then asks what the session may do', async () => {
    const { requests } = loginAs('editor');
    await createAuthProvider().login({ username: 'ed@example.org', password: 'long enough pw' });
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/api/login',
        body: { body: { email: 'ed@example.org', password: 'long enough pw' } },
      },
      { method: 'GET', url: ME, body: undefined },
    ]);
  });

  it("shows the server's sentence when the login is refused", async () => {
    installFakeFetch(() => json({ error: 'Wrong email or password.' }, 401));
    await expect(
      createAuthProvider().login({ email: 'x@example.org', password: 'wrong password' }),
    ).rejects.toEqual(new HttpError('Wrong email or password.', 401));
  });

  it('refuses a login by an account the server lists no console resource for', async () => {
    loginAs('user');
    const login = createAuthProvider().login({ email: 'u@example.org', password: 'long enough' });
    await expect(login).rejects.toBeInstanceOf(AccessRefusedError);
  });

  it('sends anonymous visitors to the login page', async () => {
    signedInAs(null);
    await expect(createAuthProvider().checkAuth()).rejects.toThrow('ra.auth.auth_check_error');
  });

  it('refuses someone the server lists no console resource for, with a clear message', async () => {
    signedInAs('user');
    const check = createAuthProvider().checkAuth();
    await expect(check).rejects.toBeInstanceOf(AccessRefusedError);
    await expect(check).rejects.toThrow(NO_ACCESS);
  });

  it.each(['editor', 'mod', 'admin'] as const)(
    'lets the %s in, with what the server says they may do as permissions',
    async (role) => {
      signedInAs(role);
      const auth = createAuthProvider();
      await expect(auth.checkAuth()).resolves.toBeUndefined();
      await expect(auth.getPermissions()).resolves.toEqual(ROLE_CAN[role]);
      await expect(auth.getIdentity()).resolves.toEqual({
        id: 'uid-alice',
        fullName: 'Alice',
        role,
      });
    },
  );

  it('goes by what the server lists, not by the role', async () => {
    signedInAs('user', can([rights('audit')]));
    await expect(createAuthProvider().checkAuth()).resolves.toBeUndefined();
    signedInAs('admin', can());
    await expect(createAuthProvider().checkAuth()).rejects.toBeInstanceOf(AccessRefusedError);
  });

  it('logs a console user out on the server and sends them to the site home page', async () => {
    window.sessionStorage.setItem('lastPage', '/c/abc');
    const { requests } = signedInAs('editor');
    // An absolute URL: react-admin loads it as a new page (the reader), not a console route.
    await expect(createAuthProvider().logout()).resolves.toBe('http://localhost/');
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${ME}`, 'POST /api/logout']);
    expect(requests[1].body).toEqual({ body: {} });
    // The reader's return target: admin pages return to /.
    expect(window.sessionStorage.getItem('lastPage')).toBe('/');
  });

  it("leaves a plain user's site session alone, on the console's login page", async () => {
    const { requests } = signedInAs('user');
    await expect(createAuthProvider().logout()).resolves.toBeUndefined();
    expect(requests.map((r) => r.url)).toEqual([ME]);
  });

  it("sends an anonymous visitor (or an expired session) to the console's login page", async () => {
    const { requests } = signedInAs(null);
    await expect(createAuthProvider().logout()).resolves.toBeUndefined();
    expect(requests.map((r) => r.url)).toEqual([ME]);
  });

  it('logs out on 401 but keeps the session on 403', async () => {
    const auth = createAuthProvider();
    await expect(auth.checkError(new HttpError('Log in first.', 401))).rejects.toThrow();
    await expect(auth.checkError(new HttpError('Admins only.', 403))).resolves.toBeUndefined();
  });

  it('shares one /api/me request between simultaneous questions', async () => {
    const { requests } = signedInAs('admin');
    const auth = createAuthProvider();
    await Promise.all([auth.checkAuth(), auth.getPermissions(), auth.getIdentity()]);
    expect(requests).toHaveLength(1);
  });
});
