import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { type AppProcess, sleep, spawnApp } from './support/app-processes.js';
import {
  description,
  editField,
  newArg,
  newConvo,
  newPos,
  title,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { OPENAPI_JSON } from '../../backend/src/scripts/openapi-files.js';
import { type ApiGetPath, createServerApi } from '../../backend/src/web/server-api.js';

/**
 * Server rendering in process: a real app process (`node backend/dist/main.js`, with the built
 * reader) bound to an address other than 127.0.0.1 renders every kind of page from its own
 * services. No page makes a request to the app itself: one page request is one request.
 */

/** ::1 where the machine has IPv6, else another loopback address. */
async function otherLoopbackAddress(): Promise<string> {
  for (const host of ['::1', '127.0.0.2']) {
    const bound = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(0, host, () => server.close(() => resolve(true)));
    });
    if (bound) return host;
  }
  throw new Error('Neither ::1 nor 127.0.0.2 can be bound on this machine.');
}

interface RequestLine {
  req: { id: string; method: string; url: string };
  res: { statusCode: number };
}

/** The request lines (pino-http, one JSON line per answered request) in a process's output. */
function requestLines(logs: string): RequestLine[] {
  const lines: RequestLine[] = [];
  for (const line of logs.split('\n')) {
    if (!line.startsWith('{') || !line.includes('"req":')) continue;
    // The kept output is a tail: its first line may be cut.
    try {
      lines.push(JSON.parse(line) as RequestLine);
    } catch {
      continue;
    }
  }
  return lines;
}

let serial = 0;

describe('server rendering in process, on any address', () => {
  let t: TestApp;
  let app: AppProcess;
  let dataDir: string;
  let host: string;
  /** A member whose public profile the renders read. */
  let member = '';
  const ids = {
    convo: '',
    pos: '',
    arg: '',
    tag: '',
    person: '',
    personAlias: '',
    req: '',
    adminReq: '',
    article: '',
    category: '',
  };
  const personName = title('Proponent');
  const titles = { convo: title('Question'), pos: title('Position'), arg: title('Argument') };

  /** GETs `url` with a request id of its own and waits until the process has logged it. */
  async function getLogged(url: string) {
    serial += 1;
    const id = `ssr-page-${serial}-${Date.now()}`;
    const res = await request(app.url).get(url).set('X-Request-Id', id).redirects(0);
    for (let i = 0; i < 200 && !requestLines(app.logs()).some((l) => l.req.id === id); i++) {
      await sleep(25);
    }
    return { res, id };
  }

  /**
   * GETs a page and returns the requests the process answered for it: a render that fetched its
   * own API over HTTP would show those requests here. The process logs in order, so once a first
   * request (the mark) is logged, everything before it is too.
   */
  async function getPage(url: string) {
    const mark = await getLogged('/api/health');
    const { res } = await getLogged(url);
    const lines = requestLines(app.logs());
    const after = lines.findIndex((l) => l.req.id === mark.id);
    expect(after).toBeGreaterThanOrEqual(0);
    return { res, answered: lines.slice(after + 1) };
  }

  beforeAll(async () => {
    host = await otherLoopbackAddress();
    t = await startTestApp();
    const { agent, username } = await userWithRole(t);
    member = username;
    ids.convo = await newConvo(agent, { title: titles.convo, description: description() });
    ids.pos = await newPos(agent, ids.convo, { title: titles.pos });
    ids.arg = await newArg(agent, ids.pos, { title: titles.arg });
    expect((await editField(agent, 'convo', ids.convo, 'Tags', '', 'Bind addresses')).status).toBe(
      200,
    );
    const [tag] = await t.sql<{ id: string }>('SELECT id FROM tags');
    ids.tag = tag.id;
    const person = await agent.post('/api/person/new').send({ body: { name: personName } });
    expect(person.status).toBe(201);
    ids.person = person.body.Person.PersonID;
    ids.personAlias = person.body.Person.PathAlias;
    const req = await agent.post('/api/req/new').send({
      body: {
        artifactType: 'arg',
        artifactID: ids.arg,
        title: 'Cite a source',
        issue: description(),
      },
    });
    expect(req.status).toBe(201);
    ids.req = req.body.ReqID;
    const editor = (await userWithRole(t, 'editor')).agent;
    const adminReq = await editor.post('/api/req/new').send({
      body: { artifactType: 'admin', title: 'A new category', issue: description() },
    });
    expect(adminReq.status).toBe(201);
    ids.adminReq = adminReq.body.ReqID;
    const article = await editor.post('/api/article/new').send({ body: { title: 'About' } });
    expect(article.status).toBe(201);
    ids.article = article.body.ArticleID;
    const category = await editor.post('/api/category/new').send({ body: { title: 'Cities' } });
    expect(category.status).toBe(201);
    ids.category = category.body.CategoryID;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'opinions-ssr-'));
    app = await spawnApp('ssr', {
      HOST: host,
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'ssr-in-process-secret-of-some-length',
      SEED_DEMO: 'false',
      // One JSON line per request: how the test sees every request the process answers.
      LOG_LEVEL: 'info',
    });
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await t?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  describe('the in-process API a render reads through', () => {
    const UNKNOWN = '0123456789abcdef0123';
    type Query = Record<string, string>;
    const cases: [string, ApiGetPath, () => Query][] = [
      ['a question', '/convo/get', () => ({ convoID: ids.convo })],
      ['an unknown question', '/convo/get', () => ({ convoID: UNKNOWN })],
      ['a malformed id', '/convo/get', () => ({ convoID: 'not an id!' })],
      ['no id', '/convo/get', () => ({})],
      ['an unknown parameter', '/convo/get', () => ({ convoID: ids.convo, extra: '1' })],
      ['a page of the list', '/convo/list', () => ({ page: '1', perPage: '20' })],
      ['page 0', '/convo/list', () => ({ page: '0' })],
      ['a malformed category', '/convo/list', () => ({ category: 'x y' })],
      ['the most voted on', '/convo/list', () => ({ sort: 'popular', perPage: '5' })],
      ['a history', '/convo/history', () => ({ convoID: ids.convo })],
      ['an unknown cursor', '/convo/history', () => ({ convoID: ids.convo, cursor: UNKNOWN })],
      ['opinion groups', '/convo/groups', () => ({ convoID: ids.convo })],
      ["an unknown question's groups", '/convo/groups', () => ({ convoID: UNKNOWN })],
      ['a position', '/pos/get', () => ({ posID: ids.pos })],
      ['an unknown position', '/pos/get', () => ({ posID: UNKNOWN })],
      ['a page of one', '/pos/history', () => ({ posID: ids.pos, limit: '1' })],
      ['an argument', '/arg/get', () => ({ argID: ids.arg })],
      ['a position id as an argument id', '/arg/get', () => ({ argID: ids.pos })],
      ['the next argument', '/arg/getnextarg', () => ({ argID: ids.arg })],
      ['a history', '/arg/history', () => ({ argID: ids.arg })],
      ['the references of an argument', '/arg/getreferences', () => ({ argID: ids.arg })],
      ['the references of an unknown argument', '/arg/getreferences', () => ({ argID: UNKNOWN })],
      ['the quotes of an argument', '/quote/list', () => ({ argID: ids.arg })],
      ['the quotes of an unknown argument', '/quote/list', () => ({ argID: UNKNOWN })],
      ['a tag', '/tag/get', () => ({ tagID: ids.tag })],
      ['an unknown tag', '/tag/get', () => ({ tagID: UNKNOWN })],
      ['a history', '/tag/history', () => ({ tagID: ids.tag })],
      ['a person', '/person/get', () => ({ pathAlias: ids.personAlias })],
      ['a person by id', '/person/get', () => ({ personID: ids.person })],
      ['an unknown person', '/person/get', () => ({ pathAlias: 'no-such-person' })],
      ['a malformed alias', '/person/get', () => ({ pathAlias: 'Not An Alias' })],
      ['the people', '/person/list', () => ({})],
      ['a page of people', '/person/list', () => ({ limit: '1' })],
      ['a history', '/person/history', () => ({ personID: ids.person })],
      ['a public profile', '/user/profile', () => ({ username: member.toUpperCase() })],
      ['an unknown user', '/user/profile', () => ({ username: 'nobody-by-this-name' })],
      ['no username', '/user/profile', () => ({})],
      ['a request', '/req/get', () => ({ reqID: ids.req })],
      ['an admin request', '/req/get', () => ({ reqID: ids.adminReq })],
      ['an unknown request', '/req/get', () => ({ reqID: UNKNOWN })],
      [
        'the requests of an argument',
        '/req/list',
        () => ({ artifactType: 'arg', artifactID: ids.arg }),
      ],
      [
        'the requests of an unknown question',
        '/req/list',
        () => ({ artifactType: 'convo', artifactID: UNKNOWN }),
      ],
      ['the admin requests', '/req/list', () => ({ artifactType: 'admin' })],
      [
        'a wrong type of requests',
        '/req/list',
        () => ({ artifactType: 'pos', artifactID: ids.pos }),
      ],
      ['a history', '/req/history', () => ({ reqID: ids.req })],
      ['an article', '/article/get', () => ({ articleID: ids.article })],
      ['an unknown article', '/article/get', () => ({ articleID: UNKNOWN })],
      ['a history', '/article/history', () => ({ articleID: ids.article })],
      ["the newcomers' guide", '/article/guide', () => ({})],
      ['a category', '/category/get', () => ({ categoryID: ids.category })],
      ['an unknown category', '/category/get', () => ({ categoryID: UNKNOWN })],
      ['a malformed category id', '/category/get', () => ({ categoryID: 'x y' })],
      ['a history', '/category/history', () => ({ categoryID: ids.category })],
      ['an unknown category history', '/category/history', () => ({ categoryID: UNKNOWN })],
      ['a search', '/search', () => ({ q: 'Question' })],
      ['the latest open data dump', '/data/dumps', () => ({})],
      ['a later page of a search', '/search', () => ({ q: 'Question', page: '2' })],
      ['a search without text', '/search', () => ({ q: '' })],
      ['the moderation log', '/log/list/{page}', () => ({ page: '1' })],
      ['its deletions', '/log/list/{page}', () => ({ page: '1', action: 'delete' })],
      ['a page out of its range', '/log/list/{page}', () => ({ page: '0' })],
    ];

    it('serves only endpoints this test compares with HTTP', () => {
      const served = Object.keys(createServerApi(t.app)).sort();
      expect(served).toEqual([...new Set(cases.map(([, p]) => p))].sort());
    });

    it('serves each endpoint under the path of a JSON GET in the OpenAPI document', async () => {
      const document = JSON.parse(await readFile(OPENAPI_JSON, 'utf8')) as {
        paths: Record<string, { get?: { responses: Record<string, { content?: object }> } }>;
      };
      for (const path of Object.keys(createServerApi(t.app))) {
        const content = document.paths[`/api${path}`]?.get?.responses['200']?.content;
        expect({ path, json: Boolean(content && 'application/json' in content) }).toEqual({
          path,
          json: true,
        });
      }
    });

    it('never serves anything personal or any write', () => {
      const served = Object.keys(createServerApi(t.app));
      expect(served).not.toContain('/home');
      expect(served.filter((p) => /\/(new|edit|vote|login|logout|signup)$/.test(p))).toEqual([]);
    });

    it.each(cases)('answers %s (GET /api%s) exactly as HTTP does', async (_label, path, query) => {
      const serverApi = createServerApi(t.app);
      // A path parameter ('/log/list/{page}') is in the path over HTTP, in the query in process.
      const { [path.match(/\{(\w+)\}/)?.[1] ?? '']: inPath, ...rest } = query();
      const url = path.replace(/\{\w+\}/, encodeURIComponent(inPath ?? ''));
      const http = await request(t.http).get(`/api${url}`).query(rest);
      expect(await serverApi[path]!(query())).toEqual({ status: http.status, body: http.body });
    });
  });

  it('is not reachable on 127.0.0.1, where a render fetching its own API would look', async () => {
    const port = Number(new URL(app.url).port);
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
  });

  it('renders an unknown question as the Page Not Found screen, with one request', async () => {
    const { res, answered } = await getPage('/c/0123456789abcdef0123');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page Not Found');
    expect(answered.map((l) => l.req.url)).toEqual(['/c/0123456789abcdef0123']);
  });

  it('renders a question page with its content and data, with one request', async () => {
    const { res, answered } = await getPage(`/c/${ids.convo}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(`<h1 id="artifact-title">${titles.convo}</h1>`);
    expect(res.text).toContain(`href="/p/${ids.pos}"`);
    expect(res.text).toContain(titles.arg);
    expect(res.text).toContain(`href="/tags/${ids.tag}"`);
    // The data the page rendered with travels to the browser for hydration.
    const state = /<script id="app-state" type="application\/json">(.*?)<\/script>/s.exec(res.text);
    const queries = JSON.parse(state![1]).store.api.queries;
    expect(queries[`getConvo("${ids.convo}")`].data.Convo.ConvoID).toBe(ids.convo);
    // Dates arrive as the JSON text the HTTP API sends, not as objects.
    expect(typeof queries[`getConvo("${ids.convo}")`].data.Convo.Created).toBe('string');
    expect(answered.map((l) => [l.req.id.startsWith('ssr-page-'), l.req.url])).toEqual([
      [true, `/c/${ids.convo}`],
    ]);
  });

  it('renders a question changed by another process with its change, though renders reuse what they read', async () => {
    const { agent } = await userWithRole(t);
    const before = title('Reused');
    const convo = await newConvo(agent, { title: before, description: description() });
    // A query parameter the page does not read: the page cache skips it, every request renders.
    const first = await request(app.url).get(`/c/${convo}?reuse=0`);
    expect(first.text).toContain(`<h1 id="artifact-title">${before}</h1>`);
    const after = title('Renamed');
    // Written by the test app: the rendering process learns of it from the change notice.
    expect((await editField(agent, 'convo', convo, 'Title', before, after)).status).toBe(200);
    let text = '';
    for (let i = 1; i <= 200 && !text.includes(after); i++) {
      text = (await request(app.url).get(`/c/${convo}?reuse=${i}`)).text;
      if (!text.includes(after)) await sleep(25);
    }
    expect(text).toContain(`<h1 id="artifact-title">${after}</h1>`);
  });

  it('renders the same page for a signed-in reader as for anyone', async () => {
    const username = `ssr${Date.now()}`;
    const login = await request(app.url)
      .post('/api/signup')
      .send({
        body: {
          email: `${username}@example.org`,
          username,
          password: 'a perfectly long passphrase',
        },
      });
    expect(login.status).toBe(201);
    const cookie = (login.headers['set-cookie'] as unknown as string[])[0].split(';', 1)[0];
    const url = `/p/${ids.pos}?reader=${serial}`;
    const anonymous = await request(app.url).get(url);
    const member = await request(app.url).get(url).set('Cookie', cookie);
    expect(member.status).toBe(200);
    const page = (html: string) => html.replace(/"requestId":"[^"]+"|"\w+TimeStamp":\d+/g, '');
    expect(page(member.text)).toEqual(page(anonymous.text));
    expect(member.text).not.toContain(username);
  });

  it('answers a render without the framework: the same headers, compressed on request, no session touched', async () => {
    const username = `early${Date.now()}`;
    const login = await request(app.url)
      .post('/api/signup')
      .send({
        body: {
          email: `${username}@example.org`,
          username,
          password: 'a perfectly long passphrase',
        },
      });
    const cookie = (login.headers['set-cookie'] as unknown as string[])[0].split(';', 1)[0];
    // An unread parameter: every request renders.
    const url = `/c/${ids.convo}?early=${Date.now()}`;
    const plain = await request(app.url).get(url).set('Cookie', cookie).set('Accept-Encoding', '');
    expect(plain.status).toBe(200);
    expect(plain.headers['set-cookie']).toBeUndefined();
    expect(plain.headers['x-page-cache']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    expect(plain.headers['x-request-id']).toBeTruthy();
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['content-security-policy']).toBeTruthy();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await request(app.url).get(url).set('Accept-Encoding', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    const page = (html: string) => html.replace(/"requestId":"[^"]+"|"\w+TimeStamp":\d+/g, '');
    expect(page(br.text)).toEqual(page(plain.text));
    const head = await request(app.url).head(url);
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    // The API keeps its framework path: an unknown API route is the API's JSON 404, not a page.
    const api = await request(app.url).get('/api/no-such-thing');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each([
    ['the encyclopedia', () => '/', () => titles.convo],
    ['a page of the list', () => '/encyclopedia?page=1', () => titles.convo],
    ['a position', () => `/p/${ids.pos}`, () => titles.pos],
    ['an argument', () => `/a/${ids.arg}`, () => titles.arg],
    ['an edit page of a question', () => `/edit/c/${ids.convo}`, () => titles.convo],
    ['an edit page of a position', () => `/edit/p/${ids.pos}`, () => titles.pos],
    ['an edit page of an argument', () => `/edit/a/${ids.arg}`, () => titles.arg],
    ['a tag', () => `/tags/${ids.tag}`, () => 'Bind addresses'],
    ['a question history', () => `/history/c/${ids.convo}`, () => titles.convo],
    ['a position history', () => `/history/p/${ids.pos}`, () => titles.pos],
    ['an argument history', () => `/history/a/${ids.arg}`, () => titles.arg],
    ['a tag history', () => `/history/tags/${ids.tag}`, () => `href="/tags/${ids.tag}"`],
    ['a person', () => `/person/${ids.personAlias}`, () => personName],
    ['a person by id', () => `/person/${ids.person}`, () => personName],
    ['an edit page of a person', () => `/edit/person/${ids.person}`, () => personName],
    ['a person history', () => `/history/person/${ids.person}`, () => personName],
    ['the proponents', () => '/proponents', () => `>${personName}</a>`],
    ['a user profile', () => `/u/${member}`, () => `<h1 id="profile-title">${member}</h1>`],
    ['the search results page', () => '/search?q=Question', () => 'Search: Question'],
    ['the moderation log', () => '/log', () => '<h1 id="log-title">Moderation log</h1>'],
    [
      'a page of the deletions in the log',
      () => '/log?action=delete&page=2',
      () => '<title>Moderation log: Deletions (page 2) | Opinion Encyclopedia</title>',
    ],
  ])('renders %s from its own services, with one request', async (_name, url, content) => {
    const { res, answered } = await getPage(url());
    // A loader asking for an endpoint the in-process API lacks fails the render (500).
    expect(res.status).toBe(200);
    expect(res.text).toContain(content());
    expect(answered.map((l) => l.req.url)).toEqual([url()]);
  });

  // Last: it spends this address's search budget (earlier tests searched too).
  it('counts uncached results pages against the per-address search limit (429 page, no-store)', async () => {
    const statuses: number[] = [];
    while (statuses.length < 121 && statuses.at(-1) !== 429) {
      statuses.push((await request(app.url).get(`/search?q=limit${statuses.length}`)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    const refused = await request(app.url).get('/search?q=one-more');
    expect(refused.status).toBe(429);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.text).toContain('Too many searches from your network');
    expect((await request(app.url).get('/api/search?q=one-more')).status).toBe(429);
  });
});
