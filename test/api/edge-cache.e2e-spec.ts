import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  type AppProcess,
  eventually,
  freePort,
  sessionCookie,
  spawnApp,
} from './support/app-processes.js';
import { type Agent, description, editField, newConvo } from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { startVarnish, type Varnish } from './support/varnish.js';

/**
 * A real Varnish (deploy/varnish/default.vcl, the xkey vmod) in front of two real app processes
 * (`node backend/dist/main.js`) on one database, both purging it (EDGE_PURGE_URL). Pages and
 * anonymous API reads are served from Varnish; an edit through either process purges exactly the
 * answers that show what it changed, in Varnish as in the processes' own caches.
 */

const word = (label: string) =>
  `${label}${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;

/** A request id of this test's own: an answer that echoes it was made by an app for this request. */
let requests = 0;
const requestId = () => `edge-test-${process.pid}-${++requests}`;

describe('an HTTP cache in front (Varnish), purged by keys', () => {
  let t: TestApp;
  let a: AppProcess;
  let b: AppProcess;
  let varnish: Varnish;
  let dataDir: string;
  let editorA: Agent;
  let editorB: Agent;
  let cookie: string;
  /** Where nothing listens: every purge sent there fails, and is retried by a job. */
  let deadPurgeUrl: string;
  const ids = { q1: '', q2: '' };
  const titles = { q1: '', q2: '' };

  /** GET through Varnish, with a request id of its own. */
  async function viaEdge(url: string, headers: Record<string, string> = {}) {
    const id = requestId();
    const res = await request(varnish.url)
      .get(url)
      .set({ 'X-Request-Id': id, ...headers })
      .redirects(0);
    return { res, id, cache: res.headers['x-cache'], fromApp: res.headers['x-request-id'] === id };
  }

  /** Reads `url` through Varnish until it is answered from Varnish's memory. */
  async function warm(url: string): Promise<void> {
    const hit = await eventually(async () => (await viaEdge(url)).cache === 'hit');
    expect({ url, hit }).toEqual({ url, hit: true });
  }

  beforeAll(async () => {
    t = await startTestApp();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'opinions-edge-'));
    const port = await freePort();
    deadPurgeUrl = `http://127.0.0.1:${await freePort()}/`;
    const env = {
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'edge-cache-secret-of-some-length',
      SEED_DEMO: 'false',
      PAGE_CACHE: 'on',
      RATE_LIMIT_FACTOR: '1000',
      EDGE_PURGE_URL: `http://127.0.0.1:${port}/,${deadPurgeUrl}`,
    };
    // One after the other: two processes creating the same new job queue at once deadlock in
    // pg-boss's create_queue (JobQueue.start), and one of them fails to start.
    a = await spawnApp('A', env);
    b = await spawnApp('B', env);
    varnish = await startVarnish({ backends: [a.url, b.url], port });

    editorA = request.agent(a.url);
    const account = { email: 'edge@example.org', password: 'a long passphrase here' };
    const signup = await editorA
      .post('/api/signup')
      .send({ body: { ...account, username: 'edgeeditor' } });
    expect(signup.status).toBe(201);
    cookie = sessionCookie(signup);
    await t.sql(`UPDATE users SET role = 'editor' WHERE username = 'edgeeditor'`);
    editorB = request.agent(b.url);
    expect((await editorB.post('/api/login').send({ body: account })).status).toBe(200);
    for (const editor of [editorA, editorB])
      expect(
        await eventually(async () => (await editor.get('/api/home')).body.User?.role === 'editor'),
      ).toBe(true);

    titles.q1 = `Is ${word('alpha')} the question`;
    titles.q2 = `Is ${word('beta')} another question`;
    ids.q1 = await newConvo(editorA, { title: titles.q1, description: description() });
    ids.q2 = await newConvo(editorA, { title: titles.q2, description: description() });
  }, 180_000);

  afterAll(async () => {
    await varnish?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await t?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  describe('what it never does', () => {
    it('refuses a PURGE sent to an app: the app purges nothing, Varnish still serves the page', async () => {
      const page = `/c/${ids.q2}`;
      await warm(page);
      for (const app of [a, b]) {
        const purge = await request(app.url).purge('/').set('xkey-purge', `convo:${ids.q2} * site`);
        expect({ app: app.name, refused: purge.status >= 400 }).toEqual({
          app: app.name,
          refused: true,
        });
      }
      expect((await viaEdge(page)).cache).toBe('hit');
    });

    it('refuses a PURGE from an address outside its purgers list', async () => {
      const outside = await startVarnish({ backends: [a.url], purgers: ['"192.0.2.1"'] });
      try {
        const page = `/c/${ids.q2}`;
        const hit = await eventually(
          async () => (await request(outside.url).get(page)).headers['x-cache'] === 'hit',
        );
        expect(hit).toBe(true);
        const purge = await request(outside.url).purge('/').set('xkey-purge', 'site');
        expect(purge.status).toBe(403);
        expect((await request(outside.url).get(page)).headers['x-cache']).toBe('hit');
      } finally {
        await outside.stop();
      }
    });

    it('never keeps a personal API answer, and passes the API with a session cookie', async () => {
      for (let i = 0; i < 3; i++) {
        const me = await viaEdge(`/api/me?path=/c/${ids.q2}`, { Cookie: cookie });
        expect(me.res.body.User?.username).toBe('edgeeditor');
        expect([me.cache, me.fromApp]).toEqual(['pass', true]);
        expect(me.res.headers['cache-control']).toMatch(/\bprivate\b/);
        // A signed-in reader's read of a question goes to an app (its answer may be personal).
        const read = await viaEdge(`/api/convo/get?convoID=${ids.q2}`, { Cookie: cookie });
        expect([read.res.status, read.cache, read.fromApp]).toEqual([200, 'pass', true]);
        expect(read.res.headers['cache-control']).toMatch(/\bprivate\b/);
      }
      // The same read by an anonymous reader is the same for everyone: kept.
      await warm(`/api/convo/get?convoID=${ids.q2}`);
    });

    it('passes every request that carries the read-your-writes cookie, pages included', async () => {
      const page = `/c/${ids.q2}`;
      await warm(page);
      for (const url of [page, `/api/convo/get?convoID=${ids.q2}`, '/']) {
        const read = await viaEdge(url, { Cookie: 'recent_write=1' });
        expect({ url, cache: read.cache, fromApp: read.fromApp }).toEqual({
          url,
          cache: 'pass',
          fromApp: true,
        });
        // Neither kept by the app for others nor marked for a shared cache.
        expect(read.res.headers['x-page-cache']).toBeUndefined();
        expect(read.res.headers['cache-control']).not.toMatch(/\bpublic\b/);
      }
    });

    it('hands no cache keys to clients, and tells them to ask again', async () => {
      const page = `/c/${ids.q2}`;
      await warm(page);
      const hit = await viaEdge(page);
      expect(hit.res.headers.xkey).toBeUndefined();
      expect(hit.res.headers['cache-control']).toBe('no-cache');
      // Straight from an app, the same page says what a shared cache needs.
      const direct = await request(a.url).get(page);
      expect(direct.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
      expect(direct.headers.xkey?.split(' ')).toEqual(
        expect.arrayContaining([`convo:${ids.q2}`, 'site']),
      );
    });
  });

  it('serves a question page from Varnish without asking an app', async () => {
    const page = `/c/${ids.q1}`;
    await warm(page);
    for (let i = 0; i < 5; i++) {
      const read = await viaEdge(page);
      expect([read.res.status, read.cache, read.fromApp]).toEqual([200, 'hit', false]);
      expect(read.res.text).toContain(titles.q1);
    }
    // Its hashed scripts too (they never change).
    const script = /src="(\/assets\/[^"]+\.js)"/.exec((await viaEdge(page)).res.text)?.[1];
    expect(script).toBeDefined();
    await warm(script!);
  });

  for (const through of ['A', 'B'] as const) {
    it(`shows an edit through ${through} at once on the question's page and the lists that show it, through Varnish; another question stays cached`, async () => {
      const editor = through === 'A' ? editorA : editorB;
      const shown = {
        question: `/c/${ids.q1}`,
        home: '/',
        encyclopedia: '/encyclopedia',
        json: `/api/convo/get?convoID=${ids.q1}`,
        list: '/api/convo/list',
      };
      const other = `/c/${ids.q2}`;
      for (const url of [...Object.values(shown), other]) await warm(url);
      for (const url of Object.values(shown))
        expect((await viaEdge(url)).res.text).toContain(titles.q1);
      const otherBefore = await viaEdge(other);

      const renamed = `Is ${word(`gamma${through}`)} the question`;
      const res = await editField(editor, 'convo', ids.q1, 'Title', titles.q1, renamed);
      expect(res.status).toBe(200);
      titles.q1 = renamed;

      // The edit is acknowledged once its purge was sent: the next read through Varnish shows it.
      for (const [name, url] of Object.entries(shown)) {
        const read = await viaEdge(url);
        expect({ name, fromApp: read.fromApp, shows: read.res.text.includes(renamed) }).toEqual({
          name,
          fromApp: true,
          shows: true,
        });
      }
      // Kept again, edited.
      await warm(shown.question);
      expect((await viaEdge(shown.question)).res.text).toContain(renamed);
      // The other question's page is the very answer kept before the edit.
      const otherAfter = await viaEdge(other);
      expect([otherAfter.cache, otherAfter.fromApp]).toEqual(['hit', false]);
      expect(otherAfter.res.headers['x-request-id']).toBe(otherBefore.res.headers['x-request-id']);
      expect(otherAfter.res.text).toContain(titles.q2);
    });
  }

  it('purges each write again some seconds later by a job, and retries a cache that fails', async () => {
    const jobs = (url: string, state: string) =>
      t.sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'edge.purge' AND data->>'url' = $1 AND state = $2`,
        [url, state],
      );
    // The rebound of the edits above reached Varnish (REBOUND_SECONDS after them).
    const rebound = async () => (await jobs(varnish.purgeUrl, 'completed'))[0].n > 0;
    expect(await eventually(rebound, 600)).toBe(true);
    // The cache where nothing listens: its purges wait for their next try.
    expect(await eventually(async () => (await jobs(deadPurgeUrl, 'retry'))[0].n > 0)).toBe(true);
  });
});
