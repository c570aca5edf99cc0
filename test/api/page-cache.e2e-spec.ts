import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import pg from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { requestLogger } from '../../backend/src/common/request-logger.js';
import { securityHeaders } from '../../backend/src/common/security-headers.js';
import { createApp } from '../../backend/src/create-app.js';
import { CONTENT_CHANNEL, ContentEvents } from '../../backend/src/common/content-events.js';
import { EVERY_WRITE, readKeys } from '../../backend/src/common/read-keys.js';
import { PageCache } from '../../backend/src/web/page-cache.js';
import { renderPagesBeforeFramework } from '../../backend/src/web/render-before-framework.js';
import { COMPRESS_THRESHOLD } from '../../backend/src/web/page-encoding.js';
import { signup, startTestApp, testConfig, type TestApp } from './support/test-app.js';

const DESCRIPTION = 'A question long enough for the rules: '.padEnd(170, 'x');

/** An HTTP cache in front, as EDGE_PURGE_URL names it (the page cache never calls it). */
const EDGE = 'http://127.0.0.1:9/';

/** Polls until check passes; for notices crossing processes and reconnects, not for timing. */
async function eventually(check: () => Promise<boolean> | boolean, ms = 8000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/**
 * A real PageCache (on the test database) in front of a small Express app whose routes answer
 * each way a page can: complete, missing, failed, redirected, with a cookie, streamed.
 */
async function startHarness(
  databaseUrl: string,
  options: { maxBytes?: number; edge?: boolean } = {},
) {
  const cache = new PageCache(
    new ContentEvents(),
    testConfig({
      pageCache: true,
      pageCacheMaxBytes: options.maxBytes ?? 64 * 1024 * 1024,
      edgePurgeUrls: options.edge ? [EDGE] : [],
    }),
  );
  await cache.listen(databaseUrl);
  const lines: Record<string, unknown>[] = [];
  const logRequest = requestLogger('info', {
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  const applySecurityHeaders = securityHeaders((address) => address === '127.0.0.1');
  let renders = 0;
  const web = express();
  web.disable('x-powered-by');
  web.use((req: Request, res: Response, next: NextFunction) => {
    applySecurityHeaders(req, res);
    next();
  });
  web.use(compression({ threshold: COMPRESS_THRESHOLD }));
  web.use(cache.middleware());
  web.use(logRequest);
  web.get(
    '/c/missing',
    (_req, res) => void res.status(404).type('html').send('<h1>Not found</h1>'),
  );
  web.get('/c/broken', (_req, res) => void res.status(500).type('html').send('<h1>Failed</h1>'));
  web.get('/c/moved', (_req, res) => res.redirect(302, '/c/elsewhere'));
  web.get('/c/cookie', (_req, res) => void res.cookie('seen', '1').type('html').send('<p>hi</p>'));
  web.get('/c/degraded', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send('<p>The list could not be loaded.</p>');
  });
  web.get('/c/stream', (_req, res) => {
    res.type('html');
    res.write('<p>part one');
    res.end(' and two</p>');
  });
  web.get('/api/convo/get', (req, res) => void res.json({ ConvoID: req.query.convoID }));
  web.get('/api/personal', (_req, res) => void res.json({ Mine: true }));
  web.get('/c/big/:id', (req, res) => {
    renders += 1;
    res.type('html').send(`<p>${req.params.id}</p>`.padEnd(Number(req.query.bytes ?? 4000), '.'));
  });
  web.get('/c/:id', (req, res) => {
    renders += 1;
    res.type('html').send(`<p>render ${renders} of ${req.params.id}</p>`);
  });
  const server: Server = createServer(web);
  cache.serveHitsBeforeFramework(server, { securityHeaders: applySecurityHeaders, logRequest });
  return {
    cache,
    server,
    lines,
    renders: () => renders,
    get: (path: string) => request(server).get(path),
    close: () => cache.onModuleDestroy(),
  };
}

describe('page cache: what is never stored', () => {
  let t: TestApp;
  let h: Awaited<ReturnType<typeof startHarness>>;
  beforeAll(async () => {
    t = await startTestApp({ pageCache: true });
    h = await startHarness(t.databaseUrl);
  });
  afterAll(async () => {
    await h.close();
    await t.close();
  });

  it('never stores a 404, a 500, a redirect, a Set-Cookie, a no-store or a streamed answer', async () => {
    for (const path of [
      '/c/missing',
      '/c/broken',
      '/c/moved',
      '/c/cookie',
      '/c/degraded',
      '/c/stream',
    ]) {
      const first = await h.get(path);
      const second = await h.get(path);
      expect([path, second.status, second.headers['x-page-cache']]).toEqual([
        path,
        first.status,
        undefined,
      ]);
    }
    expect(h.cache.size.entries).toBe(0);
  });

  it('makes no entry for query parameters a page does not read', async () => {
    await h.get('/c/plain?x=1');
    await h.get('/c/plain?x=1');
    expect((await h.get('/c/plain?x=1')).headers['x-page-cache']).toBeUndefined();
    expect(h.cache.size.entries).toBe(0);
  });

  it('answers tracking-parameter URLs from the canonical page and never stores them', async () => {
    for (let i = 0; i < 20; i++) await h.get(`/c/fresh?utm_source=mail${i}`);
    expect(h.cache.size.entries).toBe(0);
    const canonical = await h.get('/c/fresh');
    expect(h.cache.size.entries).toBe(1);
    const before = h.renders();
    for (let i = 0; i < 200; i++) {
      const res = await h.get(`/c/fresh?utm_source=flood${i}&fbclid=x${i}`);
      expect(res.headers['x-page-cache']).toBe('hit');
      expect(res.text).toBe(canonical.text);
    }
    expect(h.renders()).toBe(before);
    expect(h.cache.size.entries).toBe(1);
  });

  it('refuses unknown API parameters, and API reads by signed-in readers', async () => {
    const res = await request(t.http)
      .get('/api/convo/get')
      .query({ convoID: 'abcdefabcdef', utm_source: 'x' });
    expect(res.status).toBe(400);
    const entries = h.cache.size.entries;
    await h.get('/api/convo/get?convoID=abc').set('Cookie', 'opinions.sid=s%3Aabc');
    await h.get('/api/convo/get?convoID=abc').set('Cookie', 'opinions.sid=s%3Aabc');
    expect(h.cache.size.entries).toBe(entries);
  });

  it('serves a signed-in reader the page everyone gets, the same bytes', async () => {
    const anyone = await h.get('/c/shared');
    const member = await h.get('/c/shared').set('Cookie', 'theme=x; opinions.sid=s%3Aabc');
    expect(member.headers['x-page-cache']).toBe('hit');
    expect(member.text).toBe(anyone.text);
    // Renders read nothing of the visitor, so a signed-in reader's render is stored for everyone.
    const render = await h.get('/c/member-first').set('Cookie', 'opinions.sid=s%3Aabc');
    const later = await h.get('/c/member-first');
    expect(later.headers['x-page-cache']).toBe('hit');
    expect(later.text).toBe(render.text);
  });
});

describe('page cache: bounds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('evicts the least recently used pages to stay under its bound in bytes', async () => {
    const h = await startHarness(t.databaseUrl, { maxBytes: 20_000 });
    try {
      for (const id of ['a', 'b', 'c', 'd']) await h.get(`/c/big/${id}`);
      expect(h.cache.size.entries).toBe(4);
      expect((await h.get('/c/big/a')).headers['x-page-cache']).toBe('hit');
      // a was read last: b is the least recently used.
      await h.get('/c/big/e');
      expect(h.cache.size.bytes).toBeLessThanOrEqual(20_000);
      expect((await h.get('/c/big/b')).headers['x-page-cache']).toBeUndefined();
      expect((await h.get('/c/big/a')).headers['x-page-cache']).toBe('hit');
      // One page larger than a quarter of the bound is never kept.
      await h.get('/c/big/huge?bytes=6000');
      expect((await h.get('/c/big/huge?bytes=6000')).headers['x-page-cache']).toBeUndefined();
    } finally {
      await h.close();
    }
  });

  it('stops serving a page once its time to live has passed', async () => {
    // The cache's clock is performance.now(): move it on instead of waiting.
    const realNow = performance.now.bind(performance);
    let offset = 0;
    const clock = jest.spyOn(performance, 'now').mockImplementation(() => realNow() + offset);
    const h = await startHarness(t.databaseUrl);
    try {
      await h.get('/c/aging');
      offset = 59_000;
      expect((await h.get('/c/aging')).headers['x-page-cache']).toBe('hit');
      offset = 61_000;
      const expired = await h.get('/c/aging');
      expect(expired.headers['x-page-cache']).toBeUndefined();
      expect(expired.text).toContain('render');
    } finally {
      clock.mockRestore();
      await h.close();
    }
  });
});

/**
 * The render path (render-before-framework.ts) over a real PageCache, with a renderer that reads
 * one key per page ('convo:<id>') and resolves when the test lets it.
 */
async function startRenders(databaseUrl: string, ttlSeconds = 3600, edge = false) {
  const cache = new PageCache(
    new ContentEvents(),
    testConfig({
      pageCache: true,
      pageCacheTtlSeconds: ttlSeconds,
      edgePurgeUrls: edge ? [EDGE] : [],
    }),
  );
  await cache.listen(databaseUrl);
  let renders = 0;
  let hold: Promise<void> = Promise.resolve();
  const renderer = {
    async render(url: string) {
      renders += 1;
      const serial = renders;
      readKeys(`convo:${url.split('/').pop()}`);
      await hold;
      return { status: 200, html: `<p>render ${serial} of ${url}</p>` };
    },
  };
  const logRequest = requestLogger('silent', { write: () => undefined });
  const pipeline = { securityHeaders: securityHeaders(() => false), logRequest };
  const server = createServer((_req, res) => {
    res.statusCode = 404;
    res.end('framework');
  });
  renderPagesBeforeFramework(server, pipeline, { renderer, isPage: () => true }, cache);
  cache.serveHitsBeforeFramework(server, pipeline);
  return {
    cache,
    renders: () => renders,
    /** Renders started after this wait until release() is called. */
    holdRenders(): () => void {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return release;
    },
    get: (path: string) => request(server).get(path),
    close: () => cache.onModuleDestroy(),
  };
}

describe('page cache: renders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('renders a page once for concurrent requests, all of them answered by that render', async () => {
    const r = await startRenders(t.databaseUrl);
    try {
      const release = r.holdRenders();
      const pending = Array.from({ length: 8 }, () => r.get('/c/flight').then((res) => res));
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
      const answers = await Promise.all(pending);
      expect(r.renders()).toBe(1);
      expect(new Set(answers.map((a) => a.text))).toEqual(
        new Set(['<p>render 1 of /c/flight</p>']),
      );
      expect((await r.get('/c/flight')).headers['x-page-cache']).toBe('hit');
    } finally {
      await r.close();
    }
  });

  it('keeps no render that spans a write of what it read, and shares it with nobody who came after', async () => {
    const r = await startRenders(t.databaseUrl);
    try {
      const release = r.holdRenders();
      const first = r.get('/c/spanned').then((res) => res);
      await new Promise((resolve) => setTimeout(resolve, 50));
      r.cache.drop(['convo:spanned']);
      const second = r.get('/c/spanned').then((res) => res);
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      expect((await first).text).toContain('render 1');
      // The second request joined the first render, found it spanned the write, rendered anew.
      expect((await second).text).toContain('render 2');
      expect(r.renders()).toBe(2);
      expect((await r.get('/c/spanned')).headers['x-page-cache']).toBe('hit');
      // A write of another key keeps it.
      r.cache.drop(['convo:other']);
      expect((await r.get('/c/spanned')).headers['x-page-cache']).toBe('hit');
    } finally {
      await r.close();
    }
  });

  it('serves a page past its time to live once more while it is rendered again, never after a write of it', async () => {
    const realNow = performance.now.bind(performance);
    let offset = 0;
    const clock = jest.spyOn(performance, 'now').mockImplementation(() => realNow() + offset);
    const r = await startRenders(t.databaseUrl, 60);
    try {
      expect((await r.get('/c/aging')).text).toContain('render 1');
      offset = 61_000;
      const release = r.holdRenders();
      const stale = await r.get('/c/aging');
      expect(stale.headers['x-page-cache']).toBe('hit');
      expect(stale.text).toContain('render 1');
      // Its render again is under way: the stale page is what readers get meanwhile.
      expect((await r.get('/c/aging')).text).toContain('render 1');
      expect(r.renders()).toBe(2);
      release();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const fresh = await r.get('/c/aging');
      expect(fresh.headers['x-page-cache']).toBe('hit');
      expect(fresh.text).toContain('render 2');
      // A write drops it, stale or not: the next reader waits for a render.
      offset = 130_000;
      r.cache.drop(['convo:aging']);
      const after = await r.get('/c/aging');
      expect(after.headers['x-page-cache']).toBeUndefined();
      expect(after.text).toContain('render 3');
    } finally {
      clock.mockRestore();
      await r.close();
    }
  });
});

describe('page cache: change notices', () => {
  let t: TestApp;
  let notices: pg.Client;
  const heard: string[] = [];

  beforeAll(async () => {
    t = await startTestApp({ pageCache: true });
    notices = new pg.Client({ connectionString: t.databaseUrl });
    await notices.connect();
    notices.on('notification', (n) => {
      if (n.channel === CONTENT_CHANNEL) heard.push(n.payload ?? '');
    });
    await notices.query(`LISTEN ${CONTENT_CHANNEL}`);
  });
  afterAll(async () => {
    await notices.end();
    await t.close();
  });

  it('refuses to send a notice outside a transaction', async () => {
    const events = t.app.get(ContentEvents);
    await expect(
      events.changedIn(t.app.get(DataSource).manager, ['convo:abcdefabcdef']),
    ).rejects.toThrow(/inside the writing transaction/);
  });

  it('sends nothing for a write that rolls back, and the notice only on commit', async () => {
    const events = t.app.get(ContentEvents);
    const dataSource = t.app.get(DataSource);
    await expect(
      dataSource.transaction(async (manager) => {
        await events.changedIn(manager, ['convo:rolledback01']);
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await dataSource.transaction(async (manager) => {
      await events.changedIn(manager, ['convo:committed001']);
      // A round trip on the listening connection: the notice has not gone out yet.
      await notices.query('SELECT 1');
      expect(heard).toEqual([]);
    });
    expect(await eventually(() => heard.length > 0)).toBe(true);
    // Notices arrive in commit order: the rolled-back one would have come first.
    expect(heard.map((p) => JSON.parse(p).keys)).toEqual([['convo:committed001']]);
  });

  it('sends, from inside every content write, the keys it touches: itself, its parents, its lists', async () => {
    heard.length = 0;
    const writer = t.agent();
    await signup(writer);
    const created = await writer
      .post('/api/convo/new')
      .send({ body: { title: 'Do notices ride on the commit?', description: DESCRIPTION } });
    expect(created.status).toBe(201);
    const id = created.body.ConvoID as string;
    expect(await eventually(() => heard.length > 0)).toBe(true);
    expect(JSON.parse(heard[0]).keys).toEqual(
      expect.arrayContaining([`convo:${id}`, 'convo:list']),
    );
    heard.length = 0;
    const edit = await writer.post('/api/convo/edit').send({
      body: {
        convoID: id,
        action: {
          ActionName: 'ConvoEditTextField',
          ArgsJSON: JSON.stringify({
            FieldName: 'Title',
            OldValue: 'Do notices ride on the commit?',
            NewValue: 'Do notices ride on every commit?',
          }),
        },
        revDesc: '',
      },
    });
    expect(edit.status).toBe(200);
    expect(await eventually(() => heard.length > 0)).toBe(true);
    expect(JSON.parse(heard[0])).toEqual({
      origin: t.app.get(ContentEvents).origin,
      keys: [`convo:${id}`, 'convo:list'],
    });
    heard.length = 0;
    const pos = await writer
      .post('/api/pos/new')
      .send({ body: { convoID: id, title: 'Yes, on every commit' } });
    expect(pos.status).toBe(201);
    expect(await eventually(() => heard.some((p) => p.includes(pos.body.PosID)))).toBe(true);
    const posNotice = heard
      .map((p) => (JSON.parse(p) as { keys: string[] }).keys)
      .find((k) => k[0].startsWith('pos:'));
    expect(posNotice).toEqual([`pos:${pos.body.PosID}`, 'pos:list', `convo:${id}`]);
  });

  it('names the old parent of a move too: both positions lose or gain the argument', async () => {
    const writer = t.agent();
    await signup(writer);
    const convo = await writer
      .post('/api/convo/new')
      .send({ body: { title: 'Do moves tell both sides?', description: DESCRIPTION } });
    const convoID = convo.body.ConvoID as string;
    const [from, to] = await Promise.all(
      ['From here to there', 'There from here'].map(async (title) => {
        const res = await writer.post('/api/pos/new').send({ body: { convoID, title } });
        return res.body.PosID as string;
      }),
    );
    const arg = await writer.post('/api/arg/new').send({
      body: { posID: from, title: 'Moved along', description: DESCRIPTION },
    });
    const argID = arg.body.ArgID as string;
    heard.length = 0;
    const moved = await writer.post('/api/arg/edit').send({
      body: {
        argID,
        action: { ActionName: 'ArgSetPos', ArgsJSON: JSON.stringify({ NewParentPosID: to }) },
        revDesc: '',
      },
    });
    expect(moved.status).toBe(200);
    expect(await eventually(() => heard.some((p) => p.includes(argID)))).toBe(true);
    const keys = heard
      .map((p) => (JSON.parse(p) as { keys: string[] }).keys)
      .find((k) => k[0] === `arg:${argID}`);
    expect(keys?.sort()).toEqual(
      [`arg:${argID}`, 'arg:list', `pos:${to}`, `pos:${from}`, `convo:${convoID}`].sort(),
    );
  });
});

/** Two app processes on one database, as behind a load balancer. */
describe('page cache across processes', () => {
  let t: TestApp;
  let other: INestApplication;
  let writer: ReturnType<TestApp['agent']>;
  let convoId: string;

  beforeAll(async () => {
    t = await startTestApp({ pageCache: true });
    other = await createApp({
      config: testConfig({ pageCache: true }),
      databaseUrl: t.databaseUrl,
      web: false,
      logger: false,
    });
    writer = t.agent();
    await signup(writer);
    const res = await writer
      .post('/api/convo/new')
      .send({ body: { title: 'Is caching worth the trouble?', description: DESCRIPTION } });
    convoId = res.body.ConvoID;
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const read = (app: INestApplication | TestApp['http']) => {
    const server =
      'getHttpServer' in (app as object) ? (app as INestApplication).getHttpServer() : app;
    return request(server as Parameters<typeof request>[0])
      .get('/api/convo/get')
      .query({ convoID: convoId });
  };

  it('never caches what a logged-in reader sees, nor errors', async () => {
    await writer.get('/api/convo/get').query({ convoID: convoId });
    const loggedIn = await writer.get('/api/convo/get').query({ convoID: convoId });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.headers['x-page-cache']).toBeUndefined();
    await request(t.http).get('/api/convo/get').query({ convoID: 'nosuchconvo1' });
    const missing = await request(t.http).get('/api/convo/get').query({ convoID: 'nosuchconvo1' });
    expect(missing.status).toBe(404);
    expect(missing.headers['x-page-cache']).toBeUndefined();
  });

  it('serves a repeated anonymous read from memory', async () => {
    const first = await read(t.http);
    expect(first.status).toBe(200);
    expect(first.headers['x-page-cache']).toBeUndefined();
    const second = await read(t.http);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toEqual(first.body);
  });

  it('drops cached pages in every process when content changes', async () => {
    await read(other);
    expect((await read(other)).headers['x-page-cache']).toBe('hit');
    const args = JSON.stringify({
      FieldName: 'Title',
      OldValue: 'Is caching worth the trouble?',
      NewValue: 'Is a page cache worth the trouble?',
    });
    const edit = await writer.post('/api/convo/edit').send({
      body: {
        convoID: convoId,
        action: { ActionName: 'ConvoEditTextField', ArgsJSON: args },
        revDesc: '',
      },
    });
    expect(edit.status).toBe(200);
    // The process that wrote clears at once; the other one hears the NOTIFY of the commit.
    expect((await read(t.http)).body.Convo.Title).toBe('Is a page cache worth the trouble?');
    const fresh = await eventually(
      async () => (await read(other)).body.Convo.Title === 'Is a page cache worth the trouble?',
    );
    expect(fresh).toBe(true);
  });

  it('caches anonymous searches until the next write', async () => {
    const search = () => request(t.http).get('/api/search').query({ q: 'lighthouse' });
    expect((await search()).body.Results).toEqual([]);
    expect((await search()).headers['x-page-cache']).toBe('hit');
    const created = await writer
      .post('/api/convo/new')
      .send({ body: { title: 'Should every lighthouse stay lit?', description: DESCRIPTION } });
    expect(created.status).toBe(201);
    const after = await search();
    expect(after.headers['x-page-cache']).toBeUndefined();
    expect(after.body.Results.map((r: { ArtifactID: string }) => r.ArtifactID)).toContain(
      created.body.ConvoID,
    );
  });

  it('drops everything and caches nothing while its listener is away', async () => {
    const cache = other.get(PageCache);
    await read(other);
    expect((await read(other)).headers['x-page-cache']).toBe('hit');
    await t.sql(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = 'opinions-page-cache'`,
    );
    expect(await eventually(() => !cache.listening)).toBe(true);
    expect(cache.size.entries).toBe(0);
    await read(other);
    expect((await read(other)).headers['x-page-cache']).toBeUndefined();
    expect(cache.size.entries).toBe(0);
    // It listens again by itself, from an empty cache, and caches again.
    expect(await eventually(() => cache.listening)).toBe(true);
    await read(other);
    expect((await read(other)).headers['x-page-cache']).toBe('hit');
  });
});

describe('page cache hits are logged like rendered answers', () => {
  let t: TestApp;
  let h: Awaited<ReturnType<typeof startHarness>>;
  beforeAll(async () => {
    t = await startTestApp();
    h = await startHarness(t.databaseUrl);
  });
  afterAll(async () => {
    await h.close();
    await t.close();
  });

  it('writes the same line, with the request id echoed, for a render and a hit', async () => {
    const rendered = await h.get('/c/logged').set('X-Request-Id', 'rendered-0001');
    const hit = await h.get('/c/logged').set('X-Request-Id', 'cachehit-0001');
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(rendered.headers['x-request-id']).toBe('rendered-0001');
    expect(hit.headers['x-request-id']).toBe('cachehit-0001');
    expect(await eventually(() => h.lines.length >= 2)).toBe(true);
    const [first, second] = h.lines;
    expect(first).toMatchObject({
      req: { id: 'rendered-0001', method: 'GET', url: '/c/logged' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(second).toMatchObject({
      req: { id: 'cachehit-0001', method: 'GET', url: '/c/logged' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(Object.keys(second).sort()).toEqual(Object.keys(first).sort());
  });

  it('gives a hit the same security headers as the render, HSTS included over https', async () => {
    const securityHeaders = (res: request.Response) =>
      Object.fromEntries(
        Object.entries(res.headers).filter(
          ([name]) =>
            !/^(date|etag|connection|keep-alive|content-length|x-request-id|x-page-cache|cache-control)$/.test(
              name,
            ),
        ),
      );
    for (const proto of ['http', 'https']) {
      const path = `/c/headers-${proto}`;
      const rendered = await h.get(path).set('X-Forwarded-Proto', proto);
      const hit = await h.get(path).set('X-Forwarded-Proto', proto);
      expect(hit.headers['x-page-cache']).toBe('hit');
      expect(securityHeaders(hit)).toEqual(securityHeaders(rendered));
      expect(Boolean(hit.headers['strict-transport-security'])).toBe(proto === 'https');
      expect(hit.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });
});

describe('page cache: what an HTTP cache in front is told', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const shared = (res: request.Response) => ({
    cacheControl: res.headers['cache-control'],
    xkey: res.headers.xkey,
  });

  it('marks a kept render and its hits for shared caches, with the keys it read', async () => {
    const r = await startRenders(t.databaseUrl, 3600, true);
    try {
      const rendered = await r.get('/c/edged');
      expect(shared(rendered)).toEqual({
        cacheControl: 'public, max-age=0, s-maxage=3600',
        xkey: 'convo:edged site',
      });
      const hit = await r.get('/c/edged');
      expect(hit.headers['x-page-cache']).toBe('hit');
      expect(hit.headers.xkey).toBe('convo:edged site');
      // A hit is kept by the cache in front for what is left of its time here.
      const left = Number(/s-maxage=(\d+)$/.exec(hit.headers['cache-control'])?.[1]);
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(3600);
      expect(hit.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    } finally {
      await r.close();
    }
  });

  it('never marks a render that spans a write of what it read, nor a stale hit', async () => {
    const realNow = performance.now.bind(performance);
    let offset = 0;
    const clock = jest.spyOn(performance, 'now').mockImplementation(() => realNow() + offset);
    const r = await startRenders(t.databaseUrl, 60, true);
    try {
      const release = r.holdRenders();
      const first = r.get('/c/raced').then((res) => res);
      await new Promise((resolve) => setTimeout(resolve, 50));
      r.cache.drop(['convo:raced']);
      release();
      expect(shared(await first)).toEqual({ cacheControl: 'no-cache', xkey: undefined });
      expect(shared(await r.get('/c/raced')).xkey).toBe('convo:raced site');
      // Past its time to live, served once more while rendered again: not for shared caches.
      offset = 61_000;
      const stale = await r.get('/c/raced');
      expect(stale.headers['x-page-cache']).toBe('hit');
      expect(shared(stale)).toEqual({ cacheControl: 'no-cache', xkey: undefined });
    } finally {
      clock.mockRestore();
      await r.close();
    }
  });

  it('tells shared caches nothing when no cache in front is purged', async () => {
    const r = await startRenders(t.databaseUrl);
    try {
      for (let i = 0; i < 2; i++)
        expect(shared(await r.get('/c/plain'))).toEqual({
          cacheControl: 'no-cache',
          xkey: undefined,
        });
    } finally {
      await r.close();
    }
  });

  it('marks a kept framework answer (an unkeyed one for at most 60 s), never one that sets a cookie or forbids storing', async () => {
    const h = await startHarness(t.databaseUrl, { edge: true });
    try {
      for (const path of ['/c/framework', '/api/convo/get?convoID=abc']) {
        const first = await h.get(path);
        expect({ path, ...shared(first) }).toEqual({
          path,
          cacheControl: 'public, max-age=0, s-maxage=60',
          xkey: `${EVERY_WRITE} site`,
        });
        const hit = await h.get(path);
        expect([path, hit.headers['x-page-cache'], hit.headers.xkey]).toEqual([
          path,
          'hit',
          `${EVERY_WRITE} site`,
        ]);
      }
      const cookie = await h.get('/c/cookie');
      expect(shared(cookie)).toEqual({ cacheControl: undefined, xkey: undefined });
      expect(shared(await h.get('/c/degraded'))).toEqual({
        cacheControl: 'no-store',
        xkey: undefined,
      });
    } finally {
      await h.close();
    }
  });

  it('marks an API answer that may be personal private: signed in, or not a shared read', async () => {
    const h = await startHarness(t.databaseUrl, { edge: true });
    try {
      const signedIn = await h
        .get('/api/convo/get?convoID=abc')
        .set('Cookie', 'opinions.sid=s%3Axyz.abc');
      expect(shared(signedIn)).toEqual({ cacheControl: 'private, no-cache', xkey: undefined });
      const afterWrite = await h.get('/api/convo/get?convoID=abc').set('Cookie', 'recent_write=1');
      expect(shared(afterWrite)).toEqual({ cacheControl: 'private, no-cache', xkey: undefined });
      expect(shared(await h.get('/api/personal'))).toEqual({
        cacheControl: 'private, no-cache',
        xkey: undefined,
      });
    } finally {
      await h.close();
    }
  });
});
