import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { expectError, rawPost } from './support/api-checks.js';
import { envelope, NUL } from './support/hostile-values.js';
import type { Agent } from './support/opinion-map.js';
import { newAccount, signup, startTestApp, type TestApp } from './support/test-app.js';

/** A record of /api/admin/data/users. */
interface UserRecord {
  id: string;
  Username: string;
  UsernameCased: string;
  Email: string;
  Role: 'user' | 'editor' | 'mod' | 'admin';
  Created: string;
}

interface AuditRow {
  action: string;
  actor_id: string;
  actor_name: string;
  target_type: string;
  target_id: string;
  target_name: string;
  target_link: string;
  reason: string;
  details: string;
}

const BASE = '/api/admin/data/users';
const LAST_ADMIN = /^The site must keep at least one admin\.$/;

describe('console users: /api/admin/data/users', () => {
  let t: TestApp;

  interface Account {
    agent: Agent;
    uid: string;
    username: string;
    cased: string;
  }
  async function account(role: UserRecord['Role'] = 'user', prefix = 'Acct'): Promise<Account> {
    const agent = t.agent();
    const base = newAccount();
    const cased = `${prefix}${base.username.slice(-8)}X`;
    const { uid } = await signup(agent, { ...base, username: cased });
    if (role !== 'user') await t.sql('UPDATE users SET role = $2 WHERE id = $1', [uid, role]);
    return { agent, uid, username: cased.toLowerCase(), cased };
  }
  const roleOf = async (uid: string) =>
    (await t.sql<{ role: string }>('SELECT role FROM users WHERE id = $1', [uid]))[0].role;
  const auditOf = (uid: string) =>
    t.sql<AuditRow>(
      `SELECT action, actor_id, actor_name, target_type, target_id, target_name, target_link,
              reason, details FROM audit_entries WHERE target_id = $1 ORDER BY created_at, id`,
      [uid],
    );
  const setRole = (agent: Agent, uid: string, Role: string, extra: object = {}) =>
    agent.post(`${BASE}/${uid}`).send({ body: { data: { Role }, ...extra } });

  let admin: Account;
  let editor: Account;
  let mod: Account;
  let plain: Account;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await account('admin', 'Boss');
    editor = await account('editor', 'Ed');
    mod = await account('mod', 'Mo');
    plain = await account('user', 'Pl');
  });
  afterAll(() => t?.close());

  describe('refusals', () => {
    it('answers 401 to anonymous callers and 403 to users, editors and mods, changing nothing', async () => {
      const calls = (agent: Agent) => [
        agent.get(BASE),
        agent.get(`${BASE}/${plain.uid}`),
        setRole(agent, plain.uid, 'admin', { reason: 'promote me' }),
      ];
      for (const res of await Promise.all(calls(request.agent(t.http))))
        expectError(res, 401, /log in/);
      for (const who of [plain, editor, mod])
        for (const res of await Promise.all(calls(who.agent)))
          expectError(res, 403, /^You need the admin role to use users in the console\.$/);
      expect(await roleOf(plain.uid)).toBe('user');
      expect(await auditOf(plain.uid)).toEqual([]);
    });

    it("refuses an admin's own role, writing nothing", async () => {
      const res = await setRole(admin.agent, admin.uid, 'editor', { reason: 'stepping down' });
      expectError(res, 403, /^You cannot change your own role; ask another admin\.$/);
      expect(await roleOf(admin.uid)).toBe('admin');
      expect(await auditOf(admin.uid)).toEqual([]);
    });

    it.each([
      [{ data: { Role: 'owner' } }, /^Role must be one of user, editor, mod, admin\.$/],
      [{ data: {} }, /^data.Role is required\.$/],
      [{ data: { Role: 'editor', Email: 'x@example.org' } }, /^Unknown field "data.Email"\.$/],
      [{ data: { Role: 'editor', Username: 'other' } }, /Unknown field "data.Username"/],
      [{ data: { Role: 'editor' }, reason: 'x'.repeat(301) }, /reason must be at most 300/],
    ])('refuses %j with 400', async (body, pattern) => {
      expectError(await admin.agent.post(`${BASE}/${plain.uid}`).send({ body }), 400, pattern);
      expect(await roleOf(plain.uid)).toBe('user');
    });

    it('refuses hostile input and unknown accounts', async () => {
      expectError(
        await rawPost(
          admin.agent,
          `${BASE}/${plain.uid}`,
          envelope({ data: { Role: 'editor' }, reason: NUL }),
        ),
        400,
      );
      expectError(await setRole(admin.agent, 'nosuchuser1', 'editor'), 404, /There is no user/);
      expectError(await admin.agent.get(`${BASE}/nosuchuser1`), 404, /There is no user/);
      expectError(
        await admin.agent.post(BASE).send({ body: { data: {} } }),
        400,
        /cannot be created/,
      );
      expectError(
        await admin.agent.post(`${BASE}/${plain.uid}/delete`).send({ body: {} }),
        400,
        /^Users cannot be deleted in the console\.$/,
      );
      expect(await roleOf(plain.uid)).toBe('user');
    });
  });

  describe('lists and records', () => {
    it('lists accounts newest first with their fields, and reads one', async () => {
      const res = await admin.agent.get(BASE);
      expect(res.status).toBe(200);
      const items = res.body.Items as UserRecord[];
      expect(res.body.Total).toBeGreaterThanOrEqual(4);
      const created = items.map((u) => u.Created);
      expect([...created].sort().reverse()).toEqual(created);
      const record = items.find((u) => u.id === plain.uid)!;
      expect(record).toEqual({
        id: plain.uid,
        Username: plain.username,
        UsernameCased: plain.cased,
        Email: expect.stringMatching(/@example\.org$/),
        Role: 'user',
        Created: expect.any(String),
      });
      expect((await admin.agent.get(`${BASE}/${plain.uid}`)).body).toEqual({ Item: record });
    });

    it('filters by text and role, finds by ids, sorts and pages', async () => {
      const byText = await admin.agent
        .get(BASE)
        .query({ filter: JSON.stringify({ q: plain.cased.toUpperCase() }) });
      expect((byText.body.Items as UserRecord[]).map((u) => u.id)).toEqual([plain.uid]);
      expect(byText.body.Total).toBe(1);
      const editors = await admin.agent.get(BASE).query({ filter: '{"role":"editor"}' });
      expect((editors.body.Items as UserRecord[]).every((u) => u.Role === 'editor')).toBe(true);
      expect((editors.body.Items as UserRecord[]).map((u) => u.id)).toContain(editor.uid);
      const byIds = await admin.agent
        .get(BASE)
        .query({ filter: JSON.stringify({ id: [mod.uid, editor.uid] }) });
      expect((byIds.body.Items as UserRecord[]).map((u) => u.id).sort()).toEqual(
        [mod.uid, editor.uid].sort(),
      );
      const byName = await admin.agent
        .get(BASE)
        .query({ sort: 'Username', order: 'ASC', perPage: '2' });
      const names = (byName.body.Items as UserRecord[]).map((u) => u.Username);
      expect(names).toEqual([...names].sort());
      expect(names).toHaveLength(2);
      const page2 = await admin.agent
        .get(BASE)
        .query({ sort: 'Username', order: 'ASC', perPage: '2', page: '2' });
      expect((page2.body.Items as UserRecord[])[0].Username > names[1]).toBe(true);
      for (const sort of ['Created', 'Username', 'Email', 'Role'])
        expect((await admin.agent.get(BASE).query({ sort })).status).toBe(200);
      expectError(
        await admin.agent.get(BASE).query({ sort: 'Password' }),
        400,
        /sort must be one of Created, Username, Email, Role/,
      );
      expectError(
        await admin.agent.get(BASE).query({ filter: '{"role":"owner"}' }),
        400,
        /filter.role must be one of/,
      );
      expectError(
        await admin.agent.get(BASE).query({ filter: '{"email":"x"}' }),
        400,
        /not a filter/,
      );
    });
  });

  describe('role changes', () => {
    it('sets a role with a reason, in the audit log, and the account feels it at once', async () => {
      const target = await account('user', 'Target');
      const res = await setRole(admin.agent, target.uid, 'editor', {
        reason: '  Trusted with the encyclopedia  ',
      });
      expect(res.status).toBe(200);
      expect(res.body.Item).toEqual(expect.objectContaining({ id: target.uid, Role: 'editor' }));
      expect(await roleOf(target.uid)).toBe('editor');
      expect(await auditOf(target.uid)).toEqual([
        {
          action: 'roleChange',
          actor_id: admin.uid,
          actor_name: admin.cased,
          target_type: 'user',
          target_id: target.uid,
          target_name: target.cased,
          target_link: `/u/${target.username}`,
          reason: 'Trusted with the encyclopedia',
          details: 'user → editor',
        },
      ]);
      // The new role applies to the account's next request.
      expect((await target.agent.get('/api/admin/data/categories')).status).toBe(200);
      // The same role again changes nothing and writes no entry.
      expect((await setRole(admin.agent, target.uid, 'editor')).status).toBe(200);
      expect(await auditOf(target.uid)).toHaveLength(1);
      // Promoted to admin, then back to user by another admin.
      expect((await setRole(admin.agent, target.uid, 'admin')).status).toBe(200);
      expect((await setRole(target.agent, admin.uid, 'admin')).status).toBe(200);
      expect((await setRole(admin.agent, target.uid, 'user', { reason: 'done' })).status).toBe(200);
      expect((await auditOf(target.uid)).map((e) => [e.details, e.reason])).toEqual([
        ['user → editor', 'Trusted with the encyclopedia'],
        ['editor → admin', ''],
        ['admin → user', 'done'],
      ]);
      expectError(await target.agent.get(BASE), 403, /admin role/);
    });

    it('keeps the old /api/admin/users/setrole working, through the same rules and audit', async () => {
      const target = await account('user', 'Old');
      const res = await admin.agent
        .post('/api/admin/users/setrole')
        .send({ body: { uid: target.uid, role: 'mod' } });
      expect(res.status).toBe(200);
      expect(res.body.User).toEqual(expect.objectContaining({ UID: target.uid, Role: 'mod' }));
      expect((await auditOf(target.uid)).map((e) => e.details)).toEqual(['user → mod']);
      expectError(
        await admin.agent
          .post('/api/admin/users/setrole')
          .send({ body: { uid: admin.uid, role: 'user' } }),
        403,
        /your own role/,
      );
    });
  });

  describe('the last admin', () => {
    let a: Account;
    let b: Account;

    /** Exactly two admins: a and b (every other admin is made a mod). */
    beforeEach(async () => {
      a ??= await account('admin', 'Ann');
      b ??= await account('admin', 'Ben');
      await t.sql(`UPDATE users SET role = 'mod' WHERE role = 'admin' AND id <> ALL($1)`, [
        [a.uid, b.uid],
      ]);
      await t.sql(`UPDATE users SET role = 'admin' WHERE id = ANY($1)`, [[a.uid, b.uid]]);
    });

    it('lets one of two admins demote the other, and then no one can demote the last', async () => {
      expect((await setRole(a.agent, b.uid, 'editor')).status).toBe(200);
      // b is no admin any more; a cannot demote themself; the site keeps its admin.
      expectError(await setRole(b.agent, a.uid, 'editor'), 403);
      expectError(await setRole(a.agent, a.uid, 'editor'), 403, /your own role/);
      expect(await roleOf(a.uid)).toBe('admin');
    });

    it('lets exactly one of two admins demoting each other at once succeed', async () => {
      for (let round = 0; round < 5; round++) {
        const entriesBefore = (await auditOf(a.uid)).length + (await auditOf(b.uid)).length;
        const results = await Promise.all([
          setRole(a.agent, b.uid, 'editor', { reason: `round ${round}` }),
          setRole(b.agent, a.uid, 'editor', { reason: `round ${round}` }),
        ]);
        const statuses = results.map((r) => r.status);
        expect(statuses.filter((s) => s === 200)).toHaveLength(1);
        const loser = results.find((r) => r.status !== 200)!;
        // Refused under the lock (409: it would leave no admin), or, when it arrives after the
        // other committed, as a non-admin (403).
        expect([403, 409]).toContain(loser.status);
        expect(Object.keys(loser.body)).toEqual(['error']);
        if (loser.status === 409) expect(loser.body.error).toMatch(LAST_ADMIN);
        const roles = [await roleOf(a.uid), await roleOf(b.uid)].sort();
        expect(roles).toEqual(['admin', 'editor']);
        const [{ n }] = await t.sql<{ n: number }>(
          `SELECT count(*)::int AS n FROM users WHERE role = 'admin'`,
        );
        expect(n).toBe(1);
        const entriesAfter = (await auditOf(a.uid)).length + (await auditOf(b.uid)).length;
        expect(entriesAfter).toBe(entriesBefore + 1);
        await t.sql(`UPDATE users SET role = 'admin' WHERE id = ANY($1)`, [[a.uid, b.uid]]);
      }
    });

    it('refuses with 409 a demotion that would leave no admin, checked under the lock', async () => {
      // Another transaction demotes b and holds its row; b's request (still an admin when it was
      // let in) waits for the lock on the admin rows, then finds a the only admin left.
      const client = new pg.Client({ connectionString: t.databaseUrl });
      await client.connect();
      try {
        await client.query('BEGIN');
        await client.query(`UPDATE users SET role = 'editor' WHERE id = $1`, [b.uid]);
        const pending = setRole(b.agent, a.uid, 'editor').then((res) => res);
        // Wait (no timing assumption: poll the server's own view) until the request is blocked.
        for (let i = 0; ; i++) {
          // From another connection: a transaction sees one snapshot of pg_stat_activity.
          const rows = await t.sql<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND state = 'active'
                AND wait_event_type = 'Lock' AND query LIKE '%FROM users%FOR UPDATE%'`,
          );
          if (rows[0].n > 0) break;
          if (i === 20_000) {
            const dbg = await t.sql(
              `SELECT state, wait_event_type, left(query, 60) AS q FROM pg_stat_activity
                WHERE datname = current_database()`,
            );
            throw new Error(`The request never waited for the lock: ${JSON.stringify(dbg)}`);
          }
          await new Promise((resolve) => setImmediate(resolve));
        }
        await client.query('COMMIT');
        expectError(await pending, 409, LAST_ADMIN);
      } finally {
        await client.end();
      }
      expect(await roleOf(a.uid)).toBe('admin');
      expect(await roleOf(b.uid)).toBe('editor');
    });

    it("refuses an admin's own demotion even when another admin exists", async () => {
      expectError(await setRole(b.agent, b.uid, 'user'), 403, /your own role/);
      expect(await roleOf(b.uid)).toBe('admin');
    });
  });
});
