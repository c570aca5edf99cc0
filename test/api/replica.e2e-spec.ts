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
import { type AppProcess, eventually, freePort, spawnApp } from './support/app-processes.js';
import { editField, newConvo, newPos, title, type Agent } from './support/opinion-map.js';
import {
  replicaCaughtUp,
  startStreamingReplica,
  type StreamingReplica,
} from './support/streaming-replica.js';
import { newAccount, signup } from './support/test-app.js';

/**
 * Read replicas (issue 24, part 2) against a real streaming replica of a primary of this file's
 * own: an app process with DATABASE_REPLICA_URLS (the replica, and one that is never up) renders
 * pages and answers lists from the replica, a writer reads their own edit at once, a replica that
 * lags or has not replayed a write is skipped, and stopping the replica while pages are read
 * costs no request an error.
 */

/** The replicas' read connections (backend/src/database/read-replicas.ts). */
const REPLICA_APPLICATION_NAME = 'opinions-replica';
/** Seconds of lag the uncached process accepts: the lagging-replica test waits this long, once. */
const MAX_LAG_SECONDS = 8;

let dataDir: string;
let primary: EmbeddedDatabase;
let replica: StreamingReplica;
let app: AppProcess;
let writer: Agent;
let question: string;
let questionTitle: string;
let serial = 0;

async function query<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** The replica's clock now: reads on it are counted from such a moment. */
async function replicaNow(): Promise<Date> {
  const [{ now }] = await query<{ now: Date }>(replica.url, 'SELECT clock_timestamp() AS now');
  return now;
}

/** The replica's read connections whose last statement started since `since` (and matches `like`). */
async function replicaReadsSince(since: Date, like = '%'): Promise<number> {
  const [{ n }] = await query<{ n: number }>(
    replica.url,
    `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE application_name = $1 AND query_start >= $2 AND query ILIKE $3`,
    [REPLICA_APPLICATION_NAME, since, like],
  );
  return n;
}

const caughtUp = () => eventually(() => replicaCaughtUp(primary.url, replica.url));

async function pauseReplay(): Promise<void> {
  await query(replica.url, 'SELECT pg_wal_replay_pause()');
  expect(
    await eventually(async () => {
      const [{ state }] = await query<{ state: string }>(
        replica.url,
        'SELECT pg_get_wal_replay_pause_state() AS state',
      );
      return state === 'paused';
    }),
  ).toBe(true);
}

const resumeReplay = () => query(replica.url, 'SELECT pg_wal_replay_resume()');

/** Runs `check` while the replica replays nothing, then lets it catch up. */
async function whilePaused(check: () => Promise<void>): Promise<void> {
  await pauseReplay();
  try {
    await check();
  } finally {
    await resumeReplay();
  }
  expect(await caughtUp()).toBe(true);
}

/** A render of a page that no cache keeps (a parameter the page does not read). */
function uncachedRender(base: string, id: string, cookie?: string) {
  serial += 1;
  const req = request(base).get(`/c/${id}?render=${serial}`);
  return cookie ? req.set('Cookie', cookie) : req;
}

/** A search no cache has answered: each reads the database (search_page() in SQL). */
function freshSearch() {
  serial += 1;
  return request(app.url)
    .get('/api/search')
    .query({ q: `question ${serial}` });
}

/** Whether searches reach the replica again after `since` (they go to the primary meanwhile). */
async function searchesReachReplica(since: Date): Promise<boolean> {
  return eventually(async () => {
    expect((await freshSearch()).status).toBe(200);
    return (await replicaReadsSince(since, '%search_page%')) > 0;
  });
}

const APP_ENV = {
  DATABASE_URL: '',
  SESSION_SECRET: 'replica-test-secret-of-some-length',
  SEED_DEMO: 'false',
  JOB_QUEUE: 'off',
  RATE_LIMIT_FACTOR: '100',
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'opinions-replica-test-'));
  primary = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'primary') });
  replica = await startStreamingReplica({ primaryUrl: primary.url, name: 'replica_e2e' });
  // A second replica that is never up: skipped from the start, without an error.
  const nowhere = new URL(primary.url);
  nowhere.port = String(await freePort());
  app = await spawnApp('replica', {
    ...APP_ENV,
    DATABASE_URL: primary.url,
    DATABASE_REPLICA_URLS: `${replica.url},${nowhere.toString()}`,
    DATA_DIR: path.join(dataDir, 'app'),
  });
  writer = request.agent(app.url);
  await signup(writer);
  questionTitle = title('Replicated question');
  question = await newConvo(writer, { title: questionTitle });
  await newPos(writer, question);
}, 180_000);

afterAll(async () => {
  await app?.stop();
  await replica?.destroy();
  await primary?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('read replicas', () => {
  it('renders pages and answers anonymous lists and searches from the replica', async () => {
    // Pages never read yet: each render reads its question (the renders' answers are reused after).
    const pages: { id: string; title: string }[] = [];
    for (let i = 0; i < 10; i++) {
      const name = title('Rendered question');
      pages.push({ id: await newConvo(writer, { title: name }), title: name });
    }
    expect(await caughtUp()).toBe(true);
    const beforeRenders = await replicaNow();
    expect(
      await eventually(async () => {
        const next = pages.shift();
        if (!next) return false;
        const page = await uncachedRender(app.url, next.id);
        expect([page.status, page.text.includes(next.title)]).toEqual([200, true]);
        return (await replicaReadsSince(beforeRenders)) > 0;
      }),
    ).toBe(true);

    const beforeLists = await replicaNow();
    expect(
      await eventually(async () => {
        serial += 1;
        // Each perPage (up to 20) is an answer of its own, not yet in the page cache.
        const perPage = 2 + (serial % 19);
        const list = await request(app.url).get(`/api/convo/list?page=1&perPage=${perPage}`);
        expect(list.status).toBe(200);
        expect(list.body.Total).toBeGreaterThan(10);
        return (await replicaReadsSince(beforeLists)) > 0;
      }),
    ).toBe(true);

    expect(await searchesReachReplica(await replicaNow())).toBe(true);
  });

  it('sets the recent-write cookie for content writes only: not for a sign-up, a log-in or a vote', async () => {
    const recentWrite = (res: request.Response) =>
      ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .some((c) => c.startsWith('recent_write='));
    const account = newAccount('voter');
    const joined = await request(app.url).post('/api/signup').send({ body: account });
    expect([joined.status, recentWrite(joined)]).toEqual([201, false]);
    const voter = request.agent(app.url);
    const login = await voter
      .post('/api/login')
      .send({ body: { email: account.email, password: account.password } });
    expect([login.status, recentWrite(login)]).toEqual([200, false]);
    const position = await newPos(writer, question);
    const vote = await voter
      .post('/api/yourtakeconvo/submit')
      .send({ body: { convoID: question, value: position } });
    expect([vote.status, recentWrite(vote)]).toEqual([200, false]);
  });

  it('gives a writer their own edit at once, and never fills the cache from a replica behind it', async () => {
    expect(await caughtUp()).toBe(true);
    // The anonymous page is cached.
    expect((await request(app.url).get(`/c/${question}`)).text).toContain(questionTitle);
    const hit = await request(app.url).get(`/c/${question}`);
    expect([hit.headers['x-page-cache'], hit.text.includes(questionTitle)]).toEqual(['hit', true]);

    const edited = title('Edited question');
    // The replica stops replaying: it will not have the edit.
    await whilePaused(async () => {
      const stale = await editField(writer, 'convo', question, 'Title', title('Not it'), edited);
      expect(stale.status).toBe(409);
      expect(String(stale.headers['set-cookie'] ?? '')).not.toContain('recent_write');
      const edit = await editField(writer, 'convo', question, 'Title', questionTitle, edited);
      expect(edit.status).toBe(200);
      const cookie = ([] as string[])
        .concat(edit.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('recent_write='));
      expect(cookie).toMatch(/^recent_write=1; Max-Age=10; Path=\/; HttpOnly; SameSite=Lax$/);

      // The writer, at once: their API read, and the page (with the cookie the agent keeps).
      const own = await writer.get('/api/convo/get').query({ convoID: question });
      expect([own.status, own.text.includes(edited)]).toEqual([200, true]);
      expect((await writer.get(`/c/${question}`)).text).toContain(edited);

      // Anyone else, at once too: the edit dropped the cached answers, and no replica that has
      // not replayed the edit may fill them again.
      for (const res of [
        await request(app.url).get(`/c/${question}`),
        await request(app.url).get(`/c/${question}`),
        await uncachedRender(app.url, question),
        await request(app.url).get('/api/convo/get').query({ convoID: question }),
      ]) {
        expect(res.status).toBe(200);
        expect(res.text).toContain(edited);
        expect(res.text).not.toContain(questionTitle);
      }
      // Meanwhile the replica still has the old title, and reads that may lag skip it.
      const [row] = await query<{ title: string }>(
        replica.url,
        'SELECT title FROM convos WHERE id = $1',
        [question],
      );
      expect(row.title).toBe(questionTitle);
      const since = await replicaNow();
      for (let i = 0; i < 5; i++) expect((await freshSearch()).status).toBe(200);
      expect(await replicaReadsSince(since, '%search_page%')).toBe(0);
    });
    questionTitle = edited;
    // Once it has replayed the edit, it serves again.
    expect(await searchesReachReplica(await replicaNow())).toBe(true);
  });

  it('reads from the primary for a recent-write cookie, forged or not, and skips a replica that lags', async () => {
    // A process without caches: every read below reads the database.
    const uncached = await spawnApp('replica-uncached', {
      ...APP_ENV,
      DATABASE_URL: primary.url,
      DATABASE_REPLICA_URLS: replica.url,
      REPLICA_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS),
      PAGE_CACHE: 'off',
      DATA_DIR: path.join(dataDir, 'uncached'),
    });
    try {
      const other = title('Directly changed');
      const id = await newConvo(writer, { title: other });
      expect(await caughtUp()).toBe(true);
      await whilePaused(async () => {
        // A change no process hears of: only the primary has it.
        const changed = title('Changed behind its back');
        await query(primary.url, 'UPDATE convos SET title = $2 WHERE id = $1', [id, changed]);

        // A plain reader gets the replica (behind by less than the bound; once the new process
        // has checked it) ...
        expect(
          await eventually(async () =>
            (await uncachedRender(uncached.url, id)).text.includes(other),
          ),
        ).toBe(true);
        // ... a recent-write cookie, even forged, only sends its bearer to the primary.
        for (const cookie of [
          'recent_write=forged',
          'recent_write=1; other=x',
          'a=b;recent_write=',
        ]) {
          const forged = await uncachedRender(uncached.url, id, cookie);
          expect([forged.status, forged.text.includes(changed)]).toEqual([200, true]);
          const api = await request(uncached.url)
            .get('/api/convo/get')
            .query({ convoID: id })
            .set('Cookie', cookie);
          expect([api.status, api.text.includes(changed)]).toEqual([200, true]);
        }
        const plainAgain = await request(uncached.url).get('/api/convo/get').query({ convoID: id });
        expect([plainAgain.status, plainAgain.text.includes(other)]).toEqual([200, true]);

        // Still not replaying: once it is behind by more than the bound, it is not read from.
        expect(
          await eventually(
            async () => (await uncachedRender(uncached.url, id)).text.includes(changed),
            (MAX_LAG_SECONDS + 10) * 20,
          ),
        ).toBe(true);
      });
    } finally {
      await uncached.stop();
    }
  }, 90_000);

  it('costs no request an error when the replica stops under reads, and uses it again when it is back', async () => {
    for (const mode of ['fast', 'immediate'] as const) {
      // Questions no render has read yet, on the replica.
      const pages: { id: string; title: string }[] = [];
      for (let i = 0; i < 3; i++) {
        const name = title('Read while stopping');
        pages.push({ id: await newConvo(writer, { title: name }), title: name });
      }
      expect(await caughtUp()).toBe(true);

      // Reads that stay on the replica until it stops: a lock the primary holds, which the
      // replica replays, keeps them waiting there (and those that go to the primary, there).
      const locker = new pg.Client({ connectionString: primary.url });
      await locker.connect();
      try {
        await locker.query('BEGIN');
        await locker.query('LOCK TABLE convos, search_entries IN ACCESS EXCLUSIVE MODE');
        // A commit elsewhere flushes the lock's WAL record, which the replica then replays.
        await query(primary.url, 'SELECT pg_current_xact_id()');
        expect(
          await eventually(async () => {
            const [{ n }] = await query<{ n: number }>(
              replica.url,
              `SELECT count(*)::int AS n FROM pg_locks
                WHERE mode = 'AccessExclusiveLock' AND relation = 'convos'::regclass`,
            );
            return n === 1;
          }),
        ).toBe(true);
        const waiting = [
          ...pages.map(async ({ id, title: name }) => {
            const res = await uncachedRender(app.url, id);
            return { status: res.status, found: res.text.includes(name) };
          }),
          ...[1, 2, 3].map(async () => {
            const res = await freshSearch();
            return { status: res.status, found: Array.isArray(res.body.Results) };
          }),
          // Lists no cache holds yet (an entity manager on a replica connection: see readMayLag).
          ...[1, 2, 3].map(async (i) => {
            const perPage = (mode === 'fast' ? 10 : 13) + i;
            const res = await request(app.url).get(`/api/convo/list?page=2&perPage=${perPage}`);
            return { status: res.status, found: Array.isArray(res.body.Convos) };
          }),
        ];
        // Some of them wait on the replica.
        expect(
          await eventually(async () => {
            const [{ n }] = await query<{ n: number }>(
              replica.url,
              `SELECT count(*)::int AS n FROM pg_stat_activity
                WHERE application_name = $1 AND wait_event_type = 'Lock'`,
              [REPLICA_APPLICATION_NAME],
            );
            return n >= 4;
          }),
        ).toBe(true);

        // The replica stops under them: they run again on the primary, which lets them through.
        await replica.stop(mode);
        await locker.query('ROLLBACK');
        expect(await Promise.all(waiting)).toEqual(
          waiting.map(() => ({ status: 200, found: true })),
        );
      } finally {
        await locker.end();
      }

      // Meanwhile every read goes to the primary, without an error.
      const meanwhile = [
        await uncachedRender(app.url, question),
        await freshSearch(),
        await request(app.url).get('/api/convo/list?page=1&perPage=7'),
      ];
      expect(meanwhile.map((r) => r.status)).toEqual([200, 200, 200]);

      await replica.start();
      expect(await searchesReachReplica(await replicaNow())).toBe(true);
    }
    expect((await request(app.url).get('/api/health')).status).toBe(200);
    expect(app.logs()).not.toMatch(/unhandled|uncaught/i);
  }, 120_000);

  it('refuses DATABASE_REPLICA_URLS that are not PostgreSQL URLs, at start-up', async () => {
    await expect(
      spawnApp('bad-replicas', {
        ...APP_ENV,
        DATABASE_URL: primary.url,
        DATABASE_REPLICA_URLS: `${replica.url},replica.example:5432`,
        DATA_DIR: path.join(dataDir, 'bad'),
      }),
    ).rejects.toThrow(/DATABASE_REPLICA_URLS must list postgres:\/\/ URLs/);
  });
});
