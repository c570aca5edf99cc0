import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { newAccount, signup, startTestApp, type TestApp } from './support/test-app.js';

describe('admin users API', () => {
  let t: TestApp;
  let admin: ReturnType<TestApp['agent']>;
  let adminUid: string;
  const users: Array<{ uid: string; username: string; email: string }> = [];

  beforeAll(async () => {
    t = await startTestApp();
    admin = t.agent();
    adminUid = (await signup(admin, newAccount('boss'))).uid;
    await t.sql(`UPDATE users SET role = 'admin' WHERE id = $1`, [adminUid]);
    for (const name of ['Zed', 'amy', 'Bob', 'carl']) {
      const account = {
        ...newAccount(),
        username: `${name}_${Math.random().toString(36).slice(2, 6)}`,
      };
      users.push(await signup(t.agent(), account));
    }
  });
  afterAll(() => t.close());

  describe('refusals', () => {
    it('answers 401 to anonymous callers', async () => {
      const res = await request(t.http).get('/api/admin/users');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'You need to log in to do that.' });
      expect(
        (
          await request(t.http)
            .post('/api/admin/users/setrole')
            .send({ body: { uid: users[0].uid, role: 'admin' } })
        ).status,
      ).toBe(401);
    });

    it.each(['user', 'editor', 'mod'])('answers 403 to a %s', async (role) => {
      const agent = t.agent();
      const { uid } = await signup(agent);
      await t.sql(`UPDATE users SET role = $2 WHERE id = $1`, [uid, role]);
      const list = await agent.get('/api/admin/users');
      expect(list.status).toBe(403);
      expect(list.body).toEqual({ error: 'You need the admin role to manage users.' });
      const set = await agent
        .post('/api/admin/users/setrole')
        .send({ body: { uid, role: 'admin' } });
      expect(set.status).toBe(403);
      expect(set.body).toEqual({ error: 'You need the admin role to change roles.' });
      const [row] = await t.sql<{ role: string }>('SELECT role FROM users WHERE id = $1', [uid]);
      expect(row.role).toBe(role);
    });
  });

  describe('GET /api/admin/users', () => {
    it('pages, and reports the total', async () => {
      const page1 = await admin
        .get('/api/admin/users')
        .query({ page: 1, perPage: 2, sort: 'Created', order: 'ASC' });
      expect(page1.status).toBe(200);
      expect(page1.body.Total).toBeGreaterThanOrEqual(5);
      expect(page1.body.Users).toHaveLength(2);
      const page2 = await admin
        .get('/api/admin/users')
        .query({ page: 2, perPage: 2, sort: 'Created', order: 'ASC' });
      const ids = [...page1.body.Users, ...page2.body.Users].map((u: { UID: string }) => u.UID);
      expect(new Set(ids).size).toBe(4);
      expect(page1.body.Users[0]).toEqual({
        UID: adminUid,
        Username: expect.any(String),
        UsernameCased: expect.any(String),
        Email: expect.stringContaining('@'),
        Role: 'admin',
        Created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    });

    it('sorts by username either way', async () => {
      const asc = await admin
        .get('/api/admin/users')
        .query({ sort: 'Username', order: 'ASC', perPage: 100 });
      const names = asc.body.Users.map((u: { Username: string }) => u.Username);
      expect(names).toEqual([...names].sort());
      const desc = await admin
        .get('/api/admin/users')
        .query({ sort: 'Username', order: 'DESC', perPage: 100 });
      expect(desc.body.Users.map((u: { Username: string }) => u.Username)).toEqual(
        [...names].reverse(),
      );
    });

    it('filters by text (username or email, any case) and by role', async () => {
      const target = users[1];
      const byName = await admin
        .get('/api/admin/users')
        .query({ q: target.username.toUpperCase() });
      expect(byName.body.Users.map((u: { UID: string }) => u.UID)).toEqual([target.uid]);
      const byEmail = await admin.get('/api/admin/users').query({ q: target.email.split('@')[0] });
      expect(byEmail.body.Users.map((u: { UID: string }) => u.UID)).toContain(target.uid);
      const wildcard = await admin.get('/api/admin/users').query({ q: '%' });
      expect(wildcard.body.Total).toBe(0);
      const admins = await admin.get('/api/admin/users').query({ role: 'admin' });
      expect(admins.body.Users.every((u: { Role: string }) => u.Role === 'admin')).toBe(true);
    });

    it.each([
      [{ page: 0 }, 'page must be 1 or more.'],
      [{ page: 'x' }, 'page must be a whole number.'],
      [{ perPage: 1000 }, 'perPage must be between 1 and 100.'],
      [{ perPage: 'NaN' }, 'perPage must be a whole number.'],
      [{ sort: 'password_hash' }, 'sort must be one of Created, Username, Email, Role.'],
      [{ order: 'SIDEWAYS' }, 'order must be ASC or DESC.'],
      [{ role: 'god' }, 'role must be one of user, editor, mod, admin.'],
    ])('refuses %j with 400', async (query, message) => {
      const res = await admin.get('/api/admin/users').query(query);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message });
    });
  });

  describe('GET /api/admin/users/:uid', () => {
    it('returns one user or 404', async () => {
      const ok = await admin.get(`/api/admin/users/${users[0].uid}`);
      expect(ok.status).toBe(200);
      expect(ok.body.User.UID).toBe(users[0].uid);
      const missing = await admin.get('/api/admin/users/doesnotexist');
      expect(missing.status).toBe(404);
      expect(missing.body.error).toMatch(/no user/);
    });
  });

  describe('POST /api/admin/users/setrole', () => {
    it('changes a role, effective on the target’s next request', async () => {
      const agent = t.agent();
      const { uid } = await signup(agent);
      const res = await admin
        .post('/api/admin/users/setrole')
        .send({ body: { uid, role: 'editor' } });
      expect(res.status).toBe(200);
      expect(res.body.User).toMatchObject({ UID: uid, Role: 'editor' });
      expect((await agent.get('/api/home')).body.role).toBe('editor');
    });

    it('refuses a bad role, an unknown user and the admin’s own role', async () => {
      const bad = await admin
        .post('/api/admin/users/setrole')
        .send({ body: { uid: users[0].uid, role: 'superuser' } });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('role must be one of user, editor, mod, admin.');
      const unknown = await admin
        .post('/api/admin/users/setrole')
        .send({ body: { uid: 'nosuchuser12', role: 'mod' } });
      expect(unknown.status).toBe(404);
      const own = await admin
        .post('/api/admin/users/setrole')
        .send({ body: { uid: adminUid, role: 'user' } });
      expect(own.status).toBe(403);
      expect(own.body.error).toMatch(/your own role/);
      const [row] = await t.sql<{ role: string }>('SELECT role FROM users WHERE id = $1', [
        adminUid,
      ]);
      expect(row.role).toBe('admin');
    });
  });
});
