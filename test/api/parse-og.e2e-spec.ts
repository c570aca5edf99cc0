import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import request from 'supertest';
import { type Agent, userWithRole } from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PAGE = `<!doctype html><html><head><title>A page</title>
  <meta property="og:image" content="/img/card.png">
  <link rel="icon" href="favicon.ico">
  </head><body><p>Hello</p></body></html>`;

/** A local site with every kind of answer parse-og must handle. */
function startSite(): Promise<{ server: http.Server; base: string; hits: Map<string, number> }> {
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const html = (body: string) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    const redirect = /^\/redirect\/(\d+)$/.exec(path);
    if (redirect) {
      const n = Number(redirect[1]);
      res.writeHead(302, { location: n > 1 ? `/redirect/${n - 1}` : '/page' });
      res.end();
      return;
    }
    switch (path) {
      case '/page':
        return html(PAGE);
      case '/twitter':
        return html(
          '<head><meta name="twitter:image" content="https://cdn.example.net/t.jpg"><link rel="apple-touch-icon" href="/touch.png"></head>',
        );
      case '/bare':
        return html('<p>No head, no image.</p>');
      case '/gzip':
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        res.end(zlib.gzipSync(PAGE));
        return;
      case '/json':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"og:image":"/x.png"}');
        return;
      case '/missing':
        res.writeHead(404, { 'content-type': 'text/html' });
        res.end(PAGE);
        return;
      case '/huge-early':
      case '/huge-late': {
        // 16 MB of HTML, sent as fast as it is taken; the image is in the first or after the first MB.
        res.writeHead(200, { 'content-type': 'text/html' });
        const filler = `<p>${'x'.repeat(1020)}</p>`;
        if (path === '/huge-early') res.write(PAGE.replace('</head>', ''));
        let sent = 0;
        const pump = () => {
          while (sent < 16 * 1024) {
            sent += 1;
            if (sent === 1100 && path === '/huge-late')
              res.write('<meta property="og:image" content="/late.png">');
            if (!res.write(filler)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('close', () => {
          if (!res.writableFinished) hits.set(`${path}:cut`, (hits.get(`${path}:cut`) ?? 0) + 1);
          sent = Infinity;
        });
        pump();
        return;
      }
      case '/slow':
        // Headers, a little HTML, then nothing: the fetch must give up on its own.
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><head>');
        return;
      case '/no-answer':
        return;
      case '/to-private':
        res.writeHead(302, { location: 'http://10.0.0.1/' });
        res.end();
        return;
      case '/to-metadata':
        res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' });
        res.end();
        return;
      case '/to-file':
        res.writeHead(302, { location: 'file:///etc/passwd' });
        res.end();
        return;
      case '/to-credentials':
        res.writeHead(302, { location: 'http://user:pw@127.0.0.1/' });
        res.end();
        return;
      default:
        res.writeHead(404);
        res.end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, base: `http://127.0.0.1:${port}`, hits });
    }),
  );
}

describe('GET /api/parse-og', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        site.server.closeAllConnections();
        site.server.close(() => resolve());
      }),
  );

  describe('with the production configuration (loopback refused)', () => {
    let t: TestApp;
    let user: Agent;
    beforeAll(async () => {
      t = await startTestApp({ rateLimitFactor: 1 });
      user = (await userWithRole(t)).agent;
    });
    afterAll(() => t.close());

    const preview = (agent: Agent, url: string) => agent.get('/api/parse-og').query({ url });

    it('answers 401 to an anonymous visitor and fetches nothing', async () => {
      const before = site.hits.get('/page') ?? 0;
      const res = await request(t.http)
        .get('/api/parse-og')
        .query({ url: `${site.base}/page` });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'You need to log in to do that.' });
      expect(site.hits.get('/page') ?? 0).toBe(before);
    });

    it.each([
      ['no url', '/api/parse-og', /url is required/],
      [
        'url twice (an array)',
        '/api/parse-og?url=https://a.example/&url=https://b.example/',
        /url must be given only once/,
      ],
      ['url[]', '/api/parse-og?url[]=https://a.example/', /Unknown field "url\[\]"/],
      ['NUL', '/api/parse-og?url=https://a.example/%00', /NUL/],
      // Percent-encoding cannot carry a lone surrogate: invalid UTF-8 is refused or replaced.
      ['an encoded surrogate (invalid UTF-8)', '/api/parse-og?url=ftp://a.example/%ED%A0%80', /./],
      [
        'huge url',
        `/api/parse-og?url=https://a.example/${'a'.repeat(3000)}`,
        /url must be at most 2000/,
      ],
    ])('refuses %s with 400', async (_name, path, message) => {
      const res = await user.get(path);
      expect([400, 414]).toContain(res.status);
      expect(res.body.error).toMatch(message);
    });

    it.each([
      ['a non-http scheme', 'ftp://example.org/', /must start with http/],
      ['a file URL', 'file:///etc/passwd', /must start with http/],
      ['javascript:', 'javascript:alert(1)', /must start with http/],
      ['not an address', 'example.org/page', /full web address/],
      ['credentials', 'https://user:pw@example.org/', /user name or password/],
      ['another port', 'https://example.org:8443/', /standard port/],
      ['loopback', 'http://127.0.0.1/', /private, local or reserved/],
      ['the local test site (its port first)', `${'http://127.0.0.1'}:1/page`, /standard port/],
      ['10.x', 'http://10.1.2.3/', /private, local or reserved/],
      ['cloud metadata', 'http://169.254.169.254/latest/meta-data/', /private, local or reserved/],
      ['IPv6 loopback', 'http://[::1]/', /private, local or reserved/],
      ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/', /private, local or reserved/],
      ['unique-local IPv6', 'http://[fd00:ec2::254]/', /private, local or reserved/],
      ['unspecified', 'http://0.0.0.0/', /private, local or reserved/],
      ['a shorthand of loopback', 'http://0x7f.1/', /private, local or reserved/],
      [
        'a name resolving to loopback',
        'http://localhost/',
        /localhost has a private, local or reserved/,
      ],
      [
        'a name resolving to loopback, over https',
        'https://localhost/',
        /localhost has a private, local or reserved/,
      ],
    ])('refuses %s with 400', async (_name, url, message) => {
      const res = await preview(user, url);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(message);
    });

    it('refuses the local test site however it is named', async () => {
      const port = new URL(site.base).port;
      const before = site.hits.get('/page') ?? 0;
      for (const host of ['127.0.0.1', 'localhost', '[::1]']) {
        const res = await preview(user, `http://${host}:${port}/page`);
        expect(res.status).toBe(400);
      }
      expect(site.hits.get('/page') ?? 0).toBe(before);
    });

    it('rate-limits each account (429 after 30 previews a minute)', async () => {
      const limited = (await userWithRole(t)).agent;
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1)
        statuses.push((await preview(limited, 'ftp://x.example/')).status);
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(400));
      expect(statuses[30]).toBe(429);
      // Another account is not affected.
      expect((await preview((await userWithRole(t)).agent, 'ftp://x.example/')).status).toBe(400);
    });
  });

  describe('with loopback allowed (the test configuration only)', () => {
    let t: TestApp;
    let user: Agent;
    beforeAll(async () => {
      t = await startTestApp({ parseOgAllowLoopback: true });
      user = (await userWithRole(t)).agent;
    });
    afterAll(() => t.close());

    const preview = (url: string) => user.get('/api/parse-og').query({ url });

    it('returns the image and icon as absolute addresses, and the page title', async () => {
      const res = await preview(`  ${site.base}/page  `);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        image: `${site.base}/img/card.png`,
        icon: `${site.base}/favicon.ico`,
        title: 'A page',
      });
    });

    it('says why when nothing answers at the address (422)', async () => {
      // A port a real server held a moment ago: nothing listens there now.
      const gone = http.createServer();
      await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
      const { port } = gone.address() as AddressInfo;
      await new Promise<void>((resolve) => gone.close(() => resolve()));
      const res = await preview(`http://127.0.0.1:${port}/page`);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ error: '127.0.0.1 refused the connection.' });
    });

    it('falls back to twitter:image and apple-touch-icon; empty when the page has none', async () => {
      expect((await preview(`${site.base}/twitter`)).body).toEqual({
        image: 'https://cdn.example.net/t.jpg',
        icon: `${site.base}/touch.png`,
        title: '',
      });
      expect((await preview(`${site.base}/bare`)).body).toEqual({ image: '', icon: '', title: '' });
    });

    it('reads a compressed page', async () => {
      expect((await preview(`${site.base}/gzip`)).body.image).toBe(`${site.base}/img/card.png`);
    });

    it('follows up to 3 redirects, resolving against the final address, and refuses a 4th', async () => {
      const ok = await preview(`${site.base}/redirect/3`);
      expect(ok.status).toBe(200);
      expect(ok.body.image).toBe(`${site.base}/img/card.png`);
      const tooMany = await preview(`${site.base}/redirect/4`);
      expect(tooMany.status).toBe(422);
      expect(tooMany.body.error).toMatch(/redirected more than 3 times/);
    });

    it.each([
      [
        'a private address',
        '/to-private',
        /redirected to a refused address.*private, local or reserved/,
      ],
      [
        'the metadata address',
        '/to-metadata',
        /redirected to a refused address.*private, local or reserved/,
      ],
      ['a file URL', '/to-file', /redirected to a refused address.*http/],
      [
        'an address with credentials',
        '/to-credentials',
        /redirected to a refused address.*user name or password/,
      ],
    ])('refuses a redirect to %s (400)', async (_name, path, message) => {
      const res = await preview(`${site.base}${path}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(message);
    });

    it('still refuses private addresses other than loopback', async () => {
      for (const url of ['http://10.0.0.1/', 'http://169.254.169.254/', 'http://[fe80::1]/']) {
        const res = await preview(url);
        expect(res.status).toBe(400);
      }
    });

    it('refuses a non-HTML answer and an error status (422)', async () => {
      const json = await preview(`${site.base}/json`);
      expect(json.status).toBe(422);
      expect(json.body.error).toMatch(/not a web page \(it is application\/json\)/);
      const missing = await preview(`${site.base}/missing`);
      expect(missing.status).toBe(422);
      expect(missing.body.error).toMatch(/status 404/);
    });

    it('reads at most the first megabyte of a huge page, then stops', async () => {
      const early = await preview(`${site.base}/huge-early`);
      expect(early.status).toBe(200);
      expect(early.body.image).toBe(`${site.base}/img/card.png`);
      // The image after the first megabyte is never read.
      const late = await preview(`${site.base}/huge-late`);
      expect(late.status).toBe(200);
      expect(late.body).toEqual({ image: '', icon: '', title: '' });
      // Both answers were cut off by the reader, not sent to the end (16 MB is more than socket buffers hold).
      // (The server sees the hang-up a moment after the answer: wait for it.)
      for (
        let i = 0;
        i < 500 && !(site.hits.get('/huge-early:cut') && site.hits.get('/huge-late:cut'));
        i += 1
      )
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(site.hits.get('/huge-early:cut')).toBe(1);
      expect(site.hits.get('/huge-late:cut')).toBe(1);
    });

    it('gives up on a server that stops answering (422)', async () => {
      for (const path of ['/slow', '/no-answer']) {
        const res = await preview(`${site.base}${path}`);
        expect(res.status).toBe(422);
        expect(res.body.error).toMatch(/took too long/);
      }
    }, 30_000);
  });
});
