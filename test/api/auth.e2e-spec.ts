import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  jest,
} from '@jest/globals';
import request from 'supertest';
import { newAccount, signup, startTestApp, type TestApp } from './support/test-app.js';

type Account = ReturnType<typeof newAccount>;

function sessionCookie(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.find((c) => c.startsWith('opinions.sid='))?.split(';')[0];
}

/** The session id in a session cookie ("opinions.sid=s%3A<id>.<signature>"). */
function sessionId(cookie: string | undefined): string {
  const value = decodeURIComponent(cookie?.split('=')[1] ?? '');
  const match = /^s:(.+)\.[^.]+$/.exec(value);
  if (!match) throw new Error(`not a signed session cookie: ${cookie}`);
  return match[1];
}

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('POST /api/signup', () => {
    it.each([
      [{ username: 'abc', password: 'long enough password' }, 'email is required.'],
      [{ email: 'x@y.org', password: 'long enough password' }, 'username is required.'],
      [
        { email: 'x@y.org', username: 'ab', password: 'long enough password' },
        'username must be 3 to 30 characters long.',
      ],
      [
        { email: 'x@y.org', username: 'no spaces', password: 'long enough password' },
        /^username may contain only/,
      ],
      [
        { email: 'x@y.org', username: 'abc', password: 'short' },
        'password must be at least 10 characters long.',
      ],
      [
        { email: 'x@y.org', username: 'abc', password: 'a'.repeat(201) },
        'password must be at most 200 characters long.',
      ],
      [{ email: 'x@y.org', username: 'abc', password: 'aaaaaaaaaaaa' }, /too easy to guess/],
      [{ email: 'x@y.org', username: 'abcdef', password: 'password123' }, /commonly used/],
      [
        { email: 'x@y.org', username: 'marvin', password: 'marvin is the best' },
        /must not contain your username/,
      ],
    ])('refuses %j', async (body, message) => {
      const res = await request(t.http).post('/api/signup').send({ body });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
    });

    it('creates the account, logs it in and keeps the cased username', async () => {
      const agent = t.agent();
      const account = {
        email: ' Grace@Example.ORG ',
        username: 'Grace_H',
        password: 'compilers all the way',
      };
      const res = await agent.post('/api/signup').send({ body: account });
      expect(res.status).toBe(201);
      expect(res.body.User).toEqual({
        uid: expect.any(String),
        username: 'grace_h',
        Username: 'Grace_H',
        role: 'user',
        ProfileImage: '/api/user/profileimage/grace_h',
      });
      expect(res.body.User.uid).toMatch(/^[A-Za-z0-9_-]{12}$/);
      const cookie = ([] as string[]).concat(res.headers['set-cookie']).join(';');
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      const home = await agent.get('/api/home');
      expect(home.body.username).toBe('grace_h');
      const [row] = await t.sql<{ email: string; password_hash: string }>(
        'SELECT email, password_hash FROM users WHERE id = $1',
        [res.body.User.uid],
      );
      expect(row.email).toBe('grace@example.org');
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
    });

    it('refuses a duplicate email or username, whatever the case', async () => {
      const account = newAccount('dup');
      await signup(t.agent(), account);
      const sameEmail = await request(t.http)
        .post('/api/signup')
        .send({ body: { ...newAccount(), email: account.email.toUpperCase() } });
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.body.error).toMatch(/email already exists/);
      const sameName = await request(t.http)
        .post('/api/signup')
        .send({ body: { ...newAccount(), username: account.username.toUpperCase() } });
      expect(sameName.status).toBe(409);
      expect(sameName.body.error).toMatch(/is taken/);
    });
  });

  describe('POST /api/login', () => {
    it('gives the same answer for a wrong password and an unknown account', async () => {
      const account = await signup(t.agent());
      const wrong = await request(t.http)
        .post('/api/login')
        .send({ body: { email: account.email, password: 'not the password' } });
      const unknown = await request(t.http)
        .post('/api/login')
        .send({ body: { email: 'nobody@example.org', password: 'not the password' } });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ error: 'Wrong email, username or password.' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('refuses empty credentials with 400', async () => {
      const res = await request(t.http)
        .post('/api/login')
        .send({ body: { email: '', password: '' } });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^email must be/);
    });

    it('never adopts a session id planted before login (session fixation)', async () => {
      const victim = await signup(t.agent());
      // The attacker plants a real, server-issued session cookie of their own in the victim's browser.
      const own = sessionCookie(
        await request(t.http)
          .post('/api/signup')
          .send({ body: newAccount('attacker') }),
      )!;
      const plantedId = sessionId(own);
      expect(await t.sql('SELECT 1 FROM session WHERE sid = $1', [plantedId])).toHaveLength(1);

      const res = await request(t.http)
        .post('/api/login')
        .set('Cookie', own)
        .send({ body: { email: victim.email.toUpperCase(), password: victim.password } });
      expect(res.status).toBe(200);
      expect(res.body.User.uid).toBe(victim.uid);
      const issuedId = sessionId(sessionCookie(res));
      expect(issuedId).not.toBe(plantedId);
      expect(await t.sql('SELECT 1 FROM session WHERE sid = $1', [plantedId])).toHaveLength(0);
      // The planted cookie gives the attacker nothing: not the victim's session, not even their own.
      expect((await request(t.http).get('/api/home').set('Cookie', own)).body.User).toBeNull();
    });

    it('gives a logged-in session that logs in again a new id and ends the old one', async () => {
      const account = await signup(t.agent());
      const agent = t.agent();
      const first = await agent
        .post('/api/login')
        .send({ body: { email: account.email, password: account.password } });
      const second = await agent
        .post('/api/login')
        .send({ body: { email: account.email, password: account.password } });
      expect(second.status).toBe(200);
      expect(sessionId(sessionCookie(second))).not.toBe(sessionId(sessionCookie(first)));
      const old = await request(t.http).get('/api/home').set('Cookie', sessionCookie(first)!);
      expect(old.body.User).toBeNull();
      expect((await agent.get('/api/home')).body.User.uid).toBe(account.uid);
    });
  });

  describe('POST /api/logout', () => {
    it('ends the session on the server', async () => {
      const agent = t.agent();
      const account = await signup(agent);
      const login = await agent
        .post('/api/login')
        .send({ body: { email: account.email, password: account.password } });
      const cookie = sessionCookie(login)!;
      const res = await agent.post('/api/logout').send({ body: {} });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ LoggedOut: true });
      expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join(';')).toMatch(
        /opinions\.sid=;.*Expires=Thu, 01 Jan 1970/,
      );
      expect((await agent.get('/api/home')).body.User).toBeNull();
      // Replaying the old cookie does not bring the session back.
      expect((await request(t.http).get('/api/home').set('Cookie', cookie)).body.User).toBeNull();
    });

    it('is harmless when nobody is logged in', async () => {
      const res = await request(t.http).post('/api/logout');
      expect(res.status).toBe(200);
    });
  });

  describe('POST /api/user/changepassword', () => {
    it('needs a login', async () => {
      const res = await request(t.http)
        .post('/api/user/changepassword')
        .send({ body: { oldPassword: 'x', newPassword: 'y' } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'You need to log in to do that.' });
    });

    it('refuses a wrong old password and a weak new one', async () => {
      const agent = t.agent();
      const account = await signup(agent);
      const wrong = await agent
        .post('/api/user/changepassword')
        .send({ body: { oldPassword: 'not it at all', newPassword: 'a brand new passphrase' } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toBe('oldPassword is not your current password.');
      const weak = await agent
        .post('/api/user/changepassword')
        .send({ body: { oldPassword: account.password, newPassword: 'short' } });
      expect(weak.status).toBe(400);
      expect(weak.body.error).toBe('newPassword must be at least 10 characters long.');
      const same = await agent
        .post('/api/user/changepassword')
        .send({ body: { oldPassword: account.password, newPassword: account.password } });
      expect(same.status).toBe(400);
    });

    it('changes the password and logs out the other sessions', async () => {
      const agent = t.agent();
      const account = await signup(agent);
      const other = t.agent();
      await other
        .post('/api/login')
        .send({ body: { email: account.email, password: account.password } });
      expect((await other.get('/api/home')).body.User).not.toBeNull();
      const res = await agent
        .post('/api/user/changepassword')
        .send({ body: { oldPassword: account.password, newPassword: 'a brand new passphrase' } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ Changed: true });
      expect((await agent.get('/api/home')).body.User).not.toBeNull();
      expect((await other.get('/api/home')).body.User).toBeNull();
      const oldLogin = await request(t.http)
        .post('/api/login')
        .send({ body: { email: account.email, password: account.password } });
      expect(oldLogin.status).toBe(401);
      const newLogin = await request(t.http)
        .post('/api/login')
        .send({ body: { email: account.email, password: 'a brand new passphrase' } });
      expect(newLogin.status).toBe(200);
    });

    it("refuses a new password against the site's policy, and keeps the old one", async () => {
      const agent = t.agent();
      const account = await signup(agent);
      for (const [newPassword, message] of [
        ['a'.repeat(201), 'newPassword must be at most 200 characters long.'],
        [
          'aaaaabbbbbbb',
          'The new password is too easy to guess: use at least 4 different characters.',
        ],
        ['password123', 'The new password is a commonly used password; choose another.'],
        [
          `my ${account.username} passphrase`,
          'The new password must not contain your username or email.',
        ],
      ]) {
        const res = await agent
          .post('/api/user/changepassword')
          .send({ body: { oldPassword: account.password, newPassword } });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: message });
      }
      const login = await request(t.http)
        .post('/api/login')
        .send({ body: { email: account.email, password: account.password } });
      expect(login.status).toBe(200);
    });

    it('keeps the session that changed it under a new id, and ends every other one', async () => {
      const agent = t.agent();
      const account = await signup(agent);
      const before = sessionCookie(
        await agent
          .post('/api/login')
          .send({ body: { email: account.email, password: account.password } }),
      )!;
      const others = [t.agent(), t.agent()];
      for (const other of others) {
        await other
          .post('/api/login')
          .send({ body: { email: account.email, password: account.password } });
        expect((await other.get('/api/home')).body.User.uid).toBe(account.uid);
      }
      // Someone else's session is not touched.
      const stranger = t.agent();
      const strangerAccount = await signup(stranger);

      const res = await agent
        .post('/api/user/changepassword')
        .send({ body: { oldPassword: account.password, newPassword: 'a brand new passphrase' } });
      expect(res.status).toBe(200);
      const after = sessionCookie(res)!;
      expect(sessionId(after)).not.toBe(sessionId(before));

      expect((await agent.get('/api/home')).body.User.uid).toBe(account.uid);
      expect((await agent.get('/api/yourtake/list')).status).toBe(200);
      for (const other of others) {
        expect((await other.get('/api/home')).body.User).toBeNull();
        expect((await other.get('/api/yourtake/list')).status).toBe(401);
      }
      // The old id is gone too: a copy of the cookie from before the change is worth nothing.
      expect((await request(t.http).get('/api/home').set('Cookie', before)).body.User).toBeNull();
      expect(
        await t.sql(`SELECT sid FROM session WHERE sess -> 'passport' ->> 'user' = $1`, [
          account.uid,
        ]),
      ).toEqual([{ sid: sessionId(after) }]);
      expect((await stranger.get('/api/home')).body.User.uid).toBe(strangerAccount.uid);
    });

    it('signs in as nobody a session saved back after the change, or signed in with the old password', async () => {
      const agent = t.agent();
      const account = await signup(agent);
      const login = await request(t.http)
        .post('/api/login')
        .send({ body: { email: account.email, password: account.password } });
      const other = sessionCookie(login)!;
      // What a request in flight on that session, or a login checked against the old password
      // just before the change, would write after it.
      const [row] = await t.sql<{ sess: { passwordStamp?: string }; expire: Date }>(
        'SELECT sess, expire FROM session WHERE sid = $1',
        [sessionId(other)],
      );
      expect(row.sess.passwordStamp).toEqual(expect.any(String));
      const res = await agent
        .post('/api/user/changepassword')
        .send({ body: { oldPassword: account.password, newPassword: 'a brand new passphrase' } });
      expect(res.status).toBe(200);
      await t.sql('INSERT INTO session (sid, sess, expire) VALUES ($1, $2, $3)', [
        sessionId(other),
        JSON.stringify(row.sess),
        row.expire,
      ]);
      expect((await request(t.http).get('/api/home').set('Cookie', other)).body.User).toBeNull();
      expect((await request(t.http).get('/api/yourtake/list').set('Cookie', other)).status).toBe(
        401,
      );
      expect(
        (await request(t.http).get('/api/me').query({ path: '/' }).set('Cookie', other)).body.User,
      ).toBeNull();
      expect((await agent.get('/api/home')).body.User.uid).toBe(account.uid);
    });

    it('lets only one of two changes at once through, and the password it set works', async () => {
      const agent = t.agent();
      const account = await signup(agent);
      const cookie = sessionCookie(
        await agent
          .post('/api/login')
          .send({ body: { email: account.email, password: account.password } }),
      )!;
      const tries = ['first new passphrase', 'second new passphrase'];
      const results = await Promise.all(
        tries.map((newPassword) =>
          request(t.http)
            .post('/api/user/changepassword')
            .set('Cookie', cookie)
            .send({ body: { oldPassword: account.password, newPassword } }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 200)) {
        expect([400, 401, 409]).toContain(r.status);
        expect(r.body).toEqual({ error: expect.any(String) });
      }
      const winner = tries[statuses.indexOf(200)];
      const loser = tries[1 - statuses.indexOf(200)];
      const login = (password: string) =>
        request(t.http)
          .post('/api/login')
          .send({ body: { email: account.email, password } });
      expect((await login(loser)).status).toBe(401);
      expect((await login(winner)).status).toBe(200);
    });

    it('answers hostile input with 400 and changes nothing', async () => {
      const agent = t.agent();
      const account = await signup(agent);
      const bodies: unknown[] = [
        {},
        { oldPassword: account.password },
        { oldPassword: 12345678901, newPassword: 'a brand new passphrase' },
        { oldPassword: account.password, newPassword: ['a brand new passphrase'] },
        { oldPassword: account.password, newPassword: { $ne: '' } },
        { oldPassword: account.password, newPassword: null },
        { oldPassword: 'x'.repeat(100_000), newPassword: 'a brand new passphrase' },
        { oldPassword: account.password, newPassword: 'nul in the\u0000 passphrase' },
        { oldPassword: account.password, newPassword: 'lone \ud800 surrogate passphrase' },
      ];
      for (const body of bodies) {
        const res = await agent.post('/api/user/changepassword').send({ body });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: expect.any(String) });
      }
      const raw = await agent
        .post('/api/user/changepassword')
        .set('Content-Type', 'application/json')
        .send('{"body": {"oldPassword": ');
      expect(raw.status).toBe(400);
      expect((await agent.get('/api/home')).body.User.uid).toBe(account.uid);
      const login = await request(t.http)
        .post('/api/login')
        .send({ body: { email: account.email, password: account.password } });
      expect(login.status).toBe(200);
    });
  });

  describe('GET /api/home', () => {
    it('sets the edit flag only for logged-in users on /edit/ pages', async () => {
      const agent = t.agent();
      await signup(agent);
      expect((await agent.get('/api/home').query({ path: '/edit/c/abc' })).body.edit).toBe(true);
      expect((await agent.get('/api/home').query({ path: '/c/abc' })).body.edit).toBe(false);
      expect(
        (await request(t.http).get('/api/home').query({ path: '/edit/c/abc' })).body.edit,
      ).toBe(false);
    });

    it('reads the account with the session: current role, and logged out once it is gone', async () => {
      const agent = t.agent();
      const { uid } = await signup(agent);
      await t.sql('UPDATE users SET role = $1 WHERE id = $2', ['editor', uid]);
      expect((await agent.get('/api/home')).body.User).toMatchObject({ uid, role: 'editor' });
      await t.sql('DELETE FROM users WHERE id = $1', [uid]);
      expect((await agent.get('/api/home')).body.User).toBeNull();
    });
  });

  describe('racing sign-ups (with the database log on)', () => {
    let logged: string[];
    let quiet: TestApp;
    beforeAll(async () => {
      quiet = await startTestApp({ logLevel: 'error' });
    });
    afterAll(() => quiet.close());
    beforeEach(() => {
      logged = [];
      for (const method of ['log', 'error', 'warn'] as const) {
        jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
          logged.push(args.map(String).join(' '));
        });
      }
    });
    afterEach(() => {
      jest.restoreAllMocks();
    });

    it.each([
      ['username', (a: Account, b: Account) => ({ ...b, username: a.username.toUpperCase() })],
      ['email', (a: Account, b: Account) => ({ ...b, email: a.email.toUpperCase() })],
    ])('lets exactly one of ten sign-ups for one %s win, logging no error', async (_, clash) => {
      const first = newAccount('race');
      const bodies = [first, ...Array.from({ length: 9 }, () => clash(first, newAccount('race')))];
      const results = await Promise.all(
        bodies.map((body) => request(quiet.http).post('/api/signup').send({ body })),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, ...Array(9).fill(409)]);
      for (const res of results.filter((r) => r.status === 409)) {
        expect(res.body.error).toMatch(/already exists|is taken|was just taken/);
      }
      const rows = await quiet.sql('SELECT 1 FROM users WHERE username = $1 OR email = $2', [
        first.username.toLowerCase(),
        first.email,
      ]);
      expect(rows).toHaveLength(1);
      expect(logged).toEqual([]);
    });
  });
});
