import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { crawl, linksIn } from './support/link-crawler.js';

/** The crawler itself, against a small site with known broken links: it must find them. */
const SITE: Record<string, { status: number; body: string }> = {
  '/': {
    status: 200,
    body: `<a href="/a">A</a> <a class="x" href='/b?x=1&amp;y=2#frag'>B</a> <a href="#top">Top</a>
      <a href="https://elsewhere.example/c">Out</a> <a href="mailto:x@example.org">Mail</a>
      <a href="/logout">Log out</a>`,
  },
  '/a': { status: 200, body: '<a href="/">Home</a> <a href="missing">Gone</a>' },
  '/b?x=1&y=2': { status: 200, body: '<a href="/boom">Boom</a> <a href="/c/1">Deep</a>' },
  '/boom': { status: 500, body: 'oops' },
  '/c/1': { status: 200, body: '<a href="/c/2">Next</a>' },
  '/c/2': { status: 200, body: '<a href="/c/3">Next</a>' },
  '/logout': { status: 404, body: 'must never be fetched' },
};

describe('the link crawler', () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const page = SITE[req.url ?? ''] ?? { status: 404, body: 'Page Not Found' };
      res.writeHead(page.status, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(page.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads same-origin links without their #hash, entities decoded, relative ones resolved', () => {
    expect(linksIn(SITE['/'].body, `${base}/`)).toEqual(['/a', '/b?x=1&y=2', '/logout']);
    expect(linksIn(SITE['/a'].body, `${base}/a`)).toEqual(['/', '/missing']);
  });

  it('finds every 404 and 5xx link, with the page that showed it, skipping what it is told to', async () => {
    const result = await crawl({
      base,
      start: ['/'],
      maxPages: 50,
      skip: (path) => path === '/logout',
    });
    expect(result.broken).toEqual(
      expect.arrayContaining([
        { path: '/missing', status: 404, from: '/a' },
        { path: '/boom', status: 500, from: '/b?x=1&y=2' },
        { path: '/c/3', status: 404, from: '/c/2' },
      ]),
    );
    expect(result.broken).toHaveLength(3);
    expect(result.statuses.has('/logout')).toBe(false);
  });

  it('stops at its bound', async () => {
    const result = await crawl({ base, start: ['/'], maxPages: 3 });
    expect(result.statuses.size).toBe(3);
  });
});
