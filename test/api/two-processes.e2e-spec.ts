import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import {
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from '../../backend/src/database/embedded-postgres.js';
import { migrations } from '../../backend/src/database/migrations/index.js';
import {
  eventually,
  type AppProcess,
  runAppRoleScript,
  sessionCookie,
  sessionIdOf,
  signedSessionCookie,
  spawnApp,
  withCredentials,
} from './support/app-processes.js';

/**
 * The production shape on one machine: two real app processes (`node backend/dist/main.js`) on one
 * PostgreSQL, connecting as a role that owns its database but is no superuser (created by
 * deploy/initdb/app-role.psql, as in docker-compose.yml). This file runs its own cluster, so it can
 * restart the database under load.
 */

const SECRET = 'two-processes-shared-secret-of-some-length';
const ROLE = {
  app_user: 'opinions_app',
  app_password: 'app role password',
  app_db: 'opinions_app',
};
const DOWN = { error: 'The database is unavailable right now; try again in a moment.' };
const LONG = (s: string) => s.padEnd(170, '.');
/** No request may stay unanswered longer than this, database or not. */
const ANSWER_BOUND_MS = 15_000;

interface Account {
  email: string;
  username: string;
  password: string;
  uid: string;
  cookie: string;
}

let serial = 0;

describe('two app processes on one PostgreSQL', () => {
  let dir: string;
  let db: EmbeddedDatabase;
  let superuser: pg.Pool;
  let a: AppProcess;
  let b: AppProcess;
  let author: Account;
  let convoId: string;
  let posId: string;
  let argId: string;
  let convoTitle = 'Should two processes share one database?';

  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await superuser.query(text, params)).rows as T[];

  async function signupOn(app: AppProcess, prefix: string): Promise<Account> {
    serial += 1;
    const username = `${prefix}${serial}`;
    const body = {
      email: `${username}@example.org`,
      username,
      password: 'a long shared passphrase',
    };
    const res = await request(app.url).post('/api/signup').send({ body });
    expect(res.status).toBe(201);
    return { ...body, uid: res.body.User.uid, cookie: sessionCookie(res) };
  }

  const whoIs = async (app: AppProcess, cookie: string) =>
    (await request(app.url).get('/api/home').set('Cookie', cookie)).body.User?.username ?? null;

  const readConvo = (app: AppProcess) =>
    request(app.url).get('/api/convo/get').query({ convoID: convoId });

  const editTitle = (app: AppProcess, cookie: string, newValue: string) => {
    const args = { FieldName: 'Title', OldValue: convoTitle, NewValue: newValue };
    return request(app.url)
      .post('/api/convo/edit')
      .set('Cookie', cookie)
      .send({
        body: {
          convoID: convoId,
          action: { ActionName: 'ConvoEditTextField', ArgsJSON: JSON.stringify(args) },
          revDesc: '',
        },
      });
  };

  /** Warms `reader`'s anonymous cache, edits through `writer`, and waits for `reader` to show it. */
  async function editIsSeenFromCache(writer: AppProcess, reader: AppProcess, newTitle: string) {
    // A process caches only while its LISTEN connection is up, so a hit also says it listens.
    const warm = await eventually(async () => {
      const res = await readConvo(reader);
      return res.status === 200 && res.headers['x-page-cache'] === 'hit';
    });
    expect(warm).toBe(true);
    expect((await readConvo(reader)).body.Convo.Title).toBe(convoTitle);
    const edit = await editTitle(writer, author.cookie, newTitle);
    expect(edit.status).toBe(200);
    convoTitle = newTitle;
    const seen = await eventually(
      async () => (await readConvo(reader)).body.Convo?.Title === newTitle,
      100,
    );
    expect(seen).toBe(true);
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'opinions-two-'));
    db = await startEmbeddedPostgres({ dataDir: dir });
    await runAppRoleScript(db.url, ROLE);
    const superUrl = new URL(db.url);
    superUrl.pathname = `/${ROLE.app_db}`;
    superuser = new pg.Pool({ connectionString: superUrl.toString(), max: 2 });
    superuser.on('error', () => undefined);
    const env = {
      DATABASE_URL: withCredentials(db.url, ROLE.app_user, ROLE.app_password, ROLE.app_db),
      SESSION_SECRET: SECRET,
      PAGE_CACHE: 'on',
      RATE_LIMIT_FACTOR: '1000',
      ADMIN_EMAIL: 'admin@example.org',
      ADMIN_USERNAME: 'site_admin',
      ADMIN_PASSWORD: 'the admin passphrase here',
    };
    // Both start at once on an empty database, as replicas do: migrations run under a lock.
    [a, b] = await Promise.all([spawnApp('A', env), spawnApp('B', env)]);

    author = await signupOn(a, 'author');
    const as = (path: string, body: object) =>
      request(a.url).post(path).set('Cookie', author.cookie).send({ body });
    convoId = (await as('/api/convo/new', { title: convoTitle, description: LONG('Shared') })).body
      .ConvoID;
    posId = (await as('/api/pos/new', { convoID: convoId, title: 'Yes, one database is enough' }))
      .body.PosID;
    argId = (
      await as('/api/arg/new', {
        posID: posId,
        title: 'Sessions then live in one place',
        description: LONG('Because'),
      })
    ).body.ArgID;
    expect([convoId, posId, argId].every(Boolean)).toBe(true);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await superuser?.end();
    await db?.stop();
    await rm(dir, { recursive: true, force: true });
  }, 60_000);

  describe('personal answers across processes', () => {
    const me = (app: AppProcess, cookie: string) =>
      request(app.url)
        .get('/api/me')
        .query({ path: `/c/${convoId}` })
        .set('Cookie', cookie);

    it('shows a role changed through one process in the other, whose session is in memory', async () => {
      const member = await signupOn(a, 'promoted');
      expect((await me(b, member.cookie)).body.User.role).toBe('user');
      expect((await me(b, member.cookie)).body.User.role).toBe('user');
      const admin = await request(a.url)
        .post('/api/login')
        .send({ body: { email: 'admin@example.org', password: 'the admin passphrase here' } });
      expect(admin.status).toBe(200);
      const set = await request(a.url)
        .post('/api/admin/users/setrole')
        .set('Cookie', sessionCookie(admin))
        .send({ body: { uid: member.uid, role: 'editor' } });
      expect(set.status).toBe(200);
      expect((await me(a, member.cookie)).body.User.role).toBe('editor');
      expect(
        await eventually(async () => (await me(b, member.cookie)).body.User?.role === 'editor'),
      ).toBe(true);
    });

    it("gives a voter's own vote through the other process", async () => {
      const voter = await signupOn(a, 'voter');
      expect((await me(b, voter.cookie)).body.Votes).toEqual([]);
      const vote = await request(a.url)
        .post('/api/yourtakeconvo/submit')
        .set('Cookie', voter.cookie)
        .send({ body: { convoID: convoId, value: posId } });
      expect(vote.status).toBe(200);
      expect(
        await eventually(async () => (await me(b, voter.cookie)).body.Votes[0]?.Value === posId),
      ).toBe(true);
    });
  });

  describe('refusals across processes', () => {
    it('takes no session cookie signed with another secret, on either process', async () => {
      const login = await request(a.url)
        .post('/api/login')
        .send({ body: { email: author.email, password: author.password } });
      expect(login.status).toBe(200);
      const sid = sessionIdOf(sessionCookie(login));
      const forged = signedSessionCookie(sid, 'not-the-shared-secret-at-all-not-at-all');
      expect(await whoIs(a, forged)).toBeNull();
      expect(await whoIs(b, forged)).toBeNull();
      // The same session id signed with the shared secret is that login, on both: the forgery
      // above failed for its signature alone.
      const genuine = signedSessionCookie(sid, SECRET);
      expect(await whoIs(a, genuine)).toBe(author.username);
      expect(await whoIs(b, genuine)).toBe(author.username);
    });

    it('ends a session everywhere when it logs out on one process', async () => {
      const login = await request(a.url)
        .post('/api/login')
        .send({ body: { email: author.email, password: author.password } });
      const cookie = sessionCookie(login);
      // Both processes now hold the session in memory (SESSION_CACHE).
      expect(await whoIs(b, cookie)).toBe(author.username);
      expect(await whoIs(a, cookie)).toBe(author.username);
      expect((await request(b.url).post('/api/logout').set('Cookie', cookie)).status).toBe(200);
      expect(await whoIs(b, cookie)).toBeNull();
      // The other process forgets it when the database's notice arrives.
      expect(await eventually(async () => (await whoIs(a, cookie)) === null)).toBe(true);
      expect((await request(a.url).get('/api/yourtake/list').set('Cookie', cookie)).status).toBe(
        401,
      );
    });

    it('keeps the session that changed the password and ends the others, on both processes', async () => {
      const member = await signupOn(a, 'changer');
      const loginOnB = await request(b.url)
        .post('/api/login')
        .send({ body: { email: member.email, password: member.password } });
      const other = sessionCookie(loginOnB);
      // Both processes hold both sessions in memory (SESSION_CACHE).
      for (const app of [a, b]) {
        expect(await whoIs(app, member.cookie)).toBe(member.username);
        expect(await whoIs(app, other)).toBe(member.username);
      }
      const change = await request(a.url)
        .post('/api/user/changepassword')
        .set('Cookie', member.cookie)
        .send({ body: { oldPassword: member.password, newPassword: 'another long passphrase' } });
      expect(change.status).toBe(200);
      const kept = sessionCookie(change);
      expect(await whoIs(a, kept)).toBe(member.username);
      expect(await whoIs(b, kept)).toBe(member.username);
      expect(await whoIs(a, other)).toBeNull();
      // B forgets what it kept when the database's notices arrive.
      expect(await eventually(async () => (await whoIs(b, other)) === null)).toBe(true);
      expect(await eventually(async () => (await whoIs(b, member.cookie)) === null)).toBe(true);
      expect(await whoIs(a, member.cookie)).toBeNull();
    });

    it('refuses an anonymous edit on the other process and changes nothing', async () => {
      const args = { FieldName: 'Title', OldValue: convoTitle, NewValue: 'Defaced by a stranger' };
      const res = await request(b.url)
        .post('/api/convo/edit')
        .send({
          body: {
            convoID: convoId,
            action: { ActionName: 'ConvoEditTextField', ArgsJSON: JSON.stringify(args) },
            revDesc: '',
          },
        });
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual(expect.any(String));
      expect((await readConvo(a)).body.Convo.Title).toBe(convoTitle);
    });
  });

  describe('the app role', () => {
    it('is no superuser, owns the database and every table, and ran every migration once', async () => {
      const [role] = await sql(
        `SELECT rolsuper, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname = $1`,
        [ROLE.app_user],
      );
      expect(role).toEqual({ rolsuper: false, rolcreatedb: false, rolcreaterole: false });
      const [owner] = await sql(
        `SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1`,
        [ROLE.app_db],
      );
      expect(owner.owner).toBe(ROLE.app_user);
      const tables = await sql<{ tableowner: string }>(
        `SELECT tableowner FROM pg_tables WHERE schemaname = 'public'`,
      );
      expect(tables.length).toBeGreaterThan(5);
      expect(new Set(tables.map((t) => t.tableowner))).toEqual(new Set([ROLE.app_user]));
      expect(await sql(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`)).toHaveLength(1);
      const ran = await sql<{ name: string }>('SELECT name FROM migrations');
      expect(ran).toHaveLength(migrations.length);
    });
  });

  describe('shared state', () => {
    it("shows an edit made through A at once through B, even from B's anonymous cache", async () => {
      await editIsSeenFromCache(a, b, 'Should two app processes share one database?');
      // And the other way round.
      await editIsSeenFromCache(b, a, 'Should several app processes share one database?');
    });

    it('keeps a login made on A on B', async () => {
      const reader = await signupOn(b, 'reader');
      const login = await request(a.url)
        .post('/api/login')
        .send({ body: { email: reader.email, password: reader.password } });
      expect(login.status).toBe(200);
      const cookie = sessionCookie(login);
      expect(await whoIs(b, cookie)).toBe(reader.username);
      expect((await request(b.url).get('/api/yourtake/list').set('Cookie', cookie)).status).toBe(
        200,
      );
    });

    it('counts a vote made through B in the results read through A', async () => {
      const voter = await signupOn(a, 'voter');
      const results = () =>
        request(a.url).get(`/api/yourtake/results/${argId}`).set('Cookie', voter.cookie);
      const before = await results();
      expect(before.status).toBe(200);
      const countOf = (body: { Results: { Choice?: string; Count: number }[] }, choice: string) =>
        body.Results.find((r) => r.Choice === choice)?.Count ?? 0;
      const vote = await request(b.url)
        .post('/api/yourtake/submit')
        .set('Cookie', voter.cookie)
        .send({ body: { argID: argId, question: 'agreement', value: '4' } });
      expect(vote.status).toBe(200);
      // A's results are kept in memory until the vote's notice reaches it.
      const counted = await eventually(async () => {
        const after = await results();
        return (
          after.body.Total === before.body.Total + 1 &&
          countOf(after.body, '4') === countOf(before.body, '4') + 1
        );
      }, 100);
      expect(counted).toBe(true);
    });
  });

  describe('a database restart under load', () => {
    type Phase = 'before' | 'down' | 'after';
    interface Outcome {
      app: string;
      op: string;
      phase: Phase;
      status: number;
      body: unknown;
    }

    it('answers 503 while it is down, then both processes recover without a restart and nothing acknowledged is lost', async () => {
      const workers = await Promise.all([0, 1, 2, 3].map((w) => signupOn(w % 2 ? b : a, `w${w}`)));
      const outcomes: Outcome[] = [];
      const ackedQuestions: string[] = [];
      const ackedVotes: { voterKey: string; value: string; startTime: number }[] = [];
      let phase: Phase = 'before';
      let done = false;
      let startTime = Date.now();

      const ops: Record<string, (app: AppProcess, w: Account, i: number) => Promise<void>> = {
        read: async (app) =>
          void record(app, 'read', await readConvo(app).timeout(ANSWER_BOUND_MS)),
        'my takes': async (app, w) =>
          void record(
            app,
            'my takes',
            await request(app.url)
              .get('/api/yourtake/list')
              .set('Cookie', w.cookie)
              .timeout(ANSWER_BOUND_MS),
          ),
        'new question': async (app, w, i) => {
          const res = await request(app.url)
            .post('/api/convo/new')
            .set('Cookie', w.cookie)
            .timeout(ANSWER_BOUND_MS)
            .send({
              body: { title: `Question ${w.username} number ${i}`, description: LONG('Loaded') },
            });
          if (record(app, 'new question', res)) ackedQuestions.push(res.body.ConvoID);
        },
        vote: async (app, w, i) => {
          const value = String(1 + (i % 5));
          const time = (startTime += 1);
          const res = await request(app.url)
            .post('/api/yourtake/submit')
            .set('Cookie', w.cookie)
            .timeout(ANSWER_BOUND_MS)
            .send({ body: { argID: argId, question: 'agreement', value, startTime: time } });
          if (record(app, 'vote', res))
            ackedVotes.push({ voterKey: `u:${w.uid}`, value, startTime: time });
        },
        login: async (app, w) =>
          void record(
            app,
            'login',
            await request(app.url)
              .post('/api/login')
              .timeout(ANSWER_BOUND_MS)
              .send({ body: { email: w.email, password: w.password } }),
          ),
      };
      const opNames = Object.keys(ops);

      /** Keeps the outcome; true for a 2xx. */
      function record(app: AppProcess, op: string, res: request.Response): boolean {
        outcomes.push({ app: app.name, op, phase, status: res.status, body: res.body });
        return res.status >= 200 && res.status < 300;
      }

      async function work(w: number): Promise<void> {
        for (let i = 0; i < 2000 && !done; i++) {
          const app = (w + i) % 2 ? b : a;
          const op = opNames[(w + i) % opNames.length];
          try {
            await ops[op](app, workers[w], i);
          } catch (error) {
            // No answer within the bound, or the connection dropped: both count as failures.
            outcomes.push({ app: app.name, op, phase, status: 0, body: String(error) });
          }
        }
      }

      const count = (pred: (o: Outcome) => boolean) => outcomes.filter(pred).length;
      const until = async (what: string, cond: () => boolean) => {
        const ok = await eventually(async () => cond() || done, 1200);
        if (!ok || !cond()) throw new Error(`load ended before ${what}`);
      };
      const load = Promise.all(workers.map((_, w) => work(w)));
      const timing = { stoppedAt: 0, restartedAt: 0 };
      const firstRecovery: Record<string, number> = {};
      try {
        await until('40 answers before the outage', () => outcomes.length >= 40);
        phase = 'down';
        timing.stoppedAt = Date.now();
        await db.stop();
        await until('503s from both processes', () =>
          ['A', 'B'].every((n) => count((o) => o.app === n && o.status === 503) >= 20),
        );
        db = await startEmbeddedPostgres({ dataDir: dir, port: db.port });
        timing.restartedAt = Date.now();
        phase = 'after';
        await until('40 successes on each process after the restart', () => {
          for (const n of ['A', 'B']) {
            if (
              !firstRecovery[n] &&
              count((o) => o.app === n && o.phase === 'after' && o.status < 300)
            )
              firstRecovery[n] = Date.now() - timing.restartedAt;
          }
          return ['A', 'B'].every(
            (n) => count((o) => o.app === n && o.phase === 'after' && o.status < 300) >= 40,
          );
        });
      } finally {
        done = true;
        await load;
      }

      // During the outage: 503 with the error sentence, never a 500, never a hang.
      const failures = outcomes.filter((o) => o.status >= 300 || o.status < 200);
      const unexpected = failures.filter(
        (o) => o.status !== 503 || JSON.stringify(o.body) !== JSON.stringify(DOWN),
      );
      expect(unexpected).toEqual([]);
      expect(failures.filter((o) => o.phase === 'before')).toEqual([]);
      const figures = {
        requests: outcomes.length,
        unavailable: failures.length,
        byPhase: Object.fromEntries(
          (['before', 'down', 'after'] as Phase[]).map((p) => [
            p,
            `${count((o) => o.phase === p && o.status === 503)} of ${count((o) => o.phase === p)}`,
          ]),
        ),
        outageMs: timing.restartedAt - timing.stoppedAt,
        firstSuccessAfterRestartMs: firstRecovery,
        ackedQuestions: ackedQuestions.length,
        ackedVotes: ackedVotes.length,
      };
      if (process.env.SHOW_FIGURES) console.log(JSON.stringify(figures, null, 2));

      // Full recovery without restarting either process: reads, writes, logins, cache invalidation.
      for (const app of [a, b]) {
        expect((await request(app.url).get('/api/ready')).status).toBe(200);
        const login = await request(app.url)
          .post('/api/login')
          .send({ body: { email: author.email, password: author.password } });
        expect(login.status).toBe(200);
        expect(await whoIs(app === a ? b : a, sessionCookie(login))).toBe(author.username);
        const created = await request(app.url)
          .post('/api/convo/new')
          .set('Cookie', author.cookie)
          .send({
            body: { title: `Written after the restart on ${app.name}`, description: LONG('After') },
          });
        expect(created.status).toBe(201);
        ackedQuestions.push(created.body.ConvoID);
      }
      await editIsSeenFromCache(a, b, 'Did two processes survive a database restart?');
      await editIsSeenFromCache(b, a, 'Did several processes survive a database restart?');

      // Nothing acknowledged is lost: every 2xx write is there, and the counts add up.
      expect(ackedQuestions.length).toBeGreaterThan(0);
      expect(ackedVotes.length).toBeGreaterThan(0);
      const questions = await sql<{ id: string }>('SELECT id FROM convos WHERE id = ANY($1)', [
        ackedQuestions,
      ]);
      expect(questions).toHaveLength(new Set(ackedQuestions).size);
      const votes = await sql<{ voter_key: string; value: string; start_time: string }>(
        `SELECT voter_key, value, start_time FROM votes WHERE target_id = $1`,
        [argId],
      );
      const stored = new Set(votes.map((v) => `${v.voter_key} ${v.value} ${v.start_time}`));
      const missing = ackedVotes.filter(
        (v) => !stored.has(`${v.voterKey} ${v.value} ${v.startTime}`),
      );
      expect(missing).toEqual([]);
      const counts = await sql<{ choice: string; count: number }>(
        `SELECT choice, count FROM vote_counts
          WHERE target_type = 'arg' AND target_id = $1 AND count > 0 ORDER BY choice`,
        [argId],
      );
      const latest = await sql<{ choice: string; count: number }>(
        `SELECT value AS choice, count(*)::int AS count FROM vote_latest
          WHERE target_type = 'arg' AND target_id = $1 AND question = 'agreement' AND value <> ''
          GROUP BY value ORDER BY value`,
        [argId],
      );
      expect(counts).toEqual(latest);
    }, 240_000);
  });
});
