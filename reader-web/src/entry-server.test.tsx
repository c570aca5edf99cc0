/**
 * @jest-environment node
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { render } from './entry-server';

const template = readFileSync(path.join(__dirname, '../index.html'), 'utf8');

interface Seen {
  url: string;
  cookie: string | undefined;
}

/** A stand-in for the backend: GET /api/home answers per the session cookie. */
function fakeBackend(seen: Seen[]): Server {
  return createServer((req: IncomingMessage, res) => {
    seen.push({ url: req.url ?? '', cookie: req.headers.cookie });
    res.setHeader('Content-Type', 'application/json');
    if (req.method === 'GET' && req.url === '/api/home') {
      const member = req.headers.cookie === 'sid=ada';
      const User = member
        ? {
            uid: 'u1',
            username: 'ada',
            Username: 'Ada</script><b>',
            role: 'editor',
            ProfileImage: null,
          }
        : null;
      res.end(
        JSON.stringify({ User, edit: false, role: User?.role ?? null, uid: null, username: null }),
      );
      return;
    }
    if (req.method === 'GET' && req.url?.startsWith('/api/convo/list?')) {
      res.end(JSON.stringify({ Convos: [], Total: 0, Categories: [] }));
      return;
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: 'Not found.' }));
  });
}

describe('server render', () => {
  const seen: Seen[] = [];
  const server = fakeBackend(seen);
  let apiBase = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers 404 with the Page Not Found screen for an unknown path', async () => {
    const result = await render({ url: '/no/such/page?x=1', cookie: '', apiBase }, template);

    expect(result.status).toBe(404);
    expect(result.redirect).toBeUndefined();
    expect(result.html).toContain('<h1 id="not-found-title">Page Not Found</h1>');
    expect(result.html).toContain('<title>Page Not Found | Opinion Encyclopedia</title>');
    expect(result.html).toContain('<meta name="robots" content="noindex" />');
    expect(result.html).not.toContain('rel="canonical"');
  });

  it('writes the title and sharing tags of /login into the head', async () => {
    const result = await render(
      { url: '/login', cookie: '', apiBase, origin: 'https://opinions.example' },
      template,
    );

    expect(result.status).toBe(200);
    expect(result.complete).toBe(true);
    const head = result.html.slice(0, result.html.indexOf('</head>'));
    expect(head).toContain('<title>Log in | Opinion Encyclopedia</title>');
    expect(head).toContain(
      '<meta name="description" content="Log in to vote, comment and edit." />',
    );
    expect(head).toContain('<link rel="canonical" href="https://opinions.example/login" />');
    expect(head).toContain('<meta property="og:title" content="Log in" />');
    expect(head).toContain('<meta property="og:url" content="https://opinions.example/login" />');
    expect(head).toContain('<meta property="og:type" content="website" />');
    expect(head).toContain('<meta property="og:site_name" content="Opinion Encyclopedia" />');
    expect(head).toContain('<meta name="twitter:card" content="summary" />');
    expect(head).not.toContain('<!--app-head-->');
    expect(result.html).toMatch(
      /<div id="root"><div class="app">.*<h1 id="login-title">Log in<\/h1>/s,
    );
    expect(result.html).toContain('Log in</a>');
  });

  it("forwards the visitor's cookie and renders the member header", async () => {
    const result = await render({ url: '/', cookie: 'sid=ada', apiBase }, template);

    expect(seen).toContainEqual({ url: '/api/home', cookie: 'sid=ada' });
    expect(seen).toContainEqual({ url: '/api/convo/list?page=1&perPage=20', cookie: 'sid=ada' });
    expect(result.status).toBe(200);
    expect(result.html).toContain('href="/u/ada"');
    expect(result.html).toContain('<a href="/admin">Admin</a>');
    expect(result.html).toContain('Building an encyclopedia of the world&#x27;s opinions');
  });

  it('serializes the state into a JSON script that no value can break out of', async () => {
    const result = await render({ url: '/', cookie: 'sid=ada', apiBase }, template);

    const match = /<script id="app-state" type="application\/json">(.*?)<\/script>/s.exec(
      result.html,
    );
    expect(match).not.toBeNull();
    const json = match![1];
    expect(json).not.toContain('<');
    const state = JSON.parse(json);
    expect(state.store.api.queries['getHome(undefined)'].data.User.Username).toBe(
      'Ada</script><b>',
    );
    expect(state.router.loaderData.root).toBeNull();
    // The state script sits outside the React root, so hydration never sees it.
    expect(result.html.indexOf('id="app-state"')).toBeGreaterThan(result.html.indexOf('</div>\n'));
  });

  it('still renders, anonymously, when the API is unreachable', async () => {
    const result = await render(
      { url: '/cookies', cookie: '', apiBase: 'http://127.0.0.1:9' },
      template,
    );
    expect(result.status).toBe(200);
    // A page missing some of its data is not final: the server must not cache it.
    expect(result.complete).toBe(false);
    expect(result.html).toContain('<h1>Cookie statement</h1>');
    expect(result.html).toContain('href="/login"');
  });
});
