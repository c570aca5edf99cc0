import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Server } from 'node:http';
import { PageCache } from '../../backend/src/web/page-cache.js';
import { decoded, listen, rawRequest, type RawAnswer } from './support/raw-http.js';
import { signup, startTestApp, type TestApp } from './support/test-app.js';

// Static assets and rendered pages need the front-end build: test/e2e/compression.e2e.ts.

const DESCRIPTION =
  'A question long enough for the rules, and for a list worth compressing: '.padEnd(290, 'x');

/** Every way a client can ask, and the encoding it must get. */
const ASKS: [acceptEncoding: string | undefined, expected: string | undefined][] = [
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip', 'gzip'],
  ['br;q=0.5, gzip;q=1', 'gzip'],
  [undefined, undefined],
  ['identity', undefined],
  ['br;q=0, gzip;q=0', undefined],
  [';;,,q=abc, br;q=nope', undefined],
];

function varies(answer: RawAnswer): boolean {
  return /\baccept-encoding\b/i.test(String(answer.headers.vary ?? ''));
}

async function expectEveryEncoding(server: Server, path: string, cached: boolean) {
  const plain = await rawRequest(server, path, { acceptEncoding: 'identity' });
  expect(plain.status).toBe(200);
  expect(plain.body.length).toBeGreaterThan(1024);
  for (const [acceptEncoding, expected] of ASKS) {
    const answer = await rawRequest(server, path, { acceptEncoding });
    expect([acceptEncoding, answer.status, answer.headers['content-encoding']]).toEqual([
      acceptEncoding,
      200,
      expected,
    ]);
    expect(answer.headers['x-page-cache']).toBe(cached ? 'hit' : undefined);
    expect(varies(answer)).toBe(true);
    expect(decoded(answer).equals(plain.body)).toBe(true);
    if (expected) expect(answer.body.length).toBeLessThan(plain.body.length / 2);
    if (answer.headers['content-length'])
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  }
  // Rendered answers also speak deflate; stored ones exist in brotli and gzip only.
  const deflate = await rawRequest(server, path, { acceptEncoding: 'deflate' });
  expect(deflate.headers['content-encoding']).toBe(cached ? undefined : 'deflate');
  expect(decoded(deflate).equals(plain.body)).toBe(true);
  return plain;
}

describe('compressed answers', () => {
  let t: TestApp;
  let cached: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    cached = await startTestApp({ pageCache: true });
    await Promise.all([listen(t.http), listen(cached.http)]);
    // Enough questions for the list to pass the compression threshold.
    const writer = cached.agent();
    await signup(writer);
    for (let i = 0; i < 6; i++) {
      const res = await writer.post('/api/convo/new').send({
        body: { title: `Should answers be compressed, case ${i}?`, description: DESCRIPTION },
      });
      expect(res.status).toBe(201);
    }
  });
  afterAll(async () => {
    await cached?.close();
    await t?.close();
  });

  it('sends small answers as they are, and refuses no strange Accept-Encoding', async () => {
    for (const acceptEncoding of ['br, gzip', ';;,,q=abc', 'x'.repeat(4000), '*;q=0']) {
      const answer = await rawRequest(t.http, '/api/health', { acceptEncoding });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(decoded(answer).toString())).toMatchObject({});
    }
  });

  it('compresses an API answer per Accept-Encoding, with Vary', async () => {
    const plain = await expectEveryEncoding(t.http, '/api/docs/openapi.json', false);
    expect(JSON.parse(plain.body.toString())).toHaveProperty('openapi');
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await rawRequest(t.http, '/api/docs/openapi.json', {
      method: 'HEAD',
      acceptEncoding: 'br, gzip',
    });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(varies(head)).toBe(true);
    expect(head.headers['content-type']).toMatch(/json/);
  });

  it('serves a page-cache hit in the encoding asked for, decoding to the stored bytes', async () => {
    const path = '/api/convo/list';
    const miss = await rawRequest(cached.http, path, { acceptEncoding: 'gzip, br' });
    expect(miss.headers['x-page-cache']).toBeUndefined();
    expect(miss.headers['content-encoding']).toBe('br');
    const plain = await expectEveryEncoding(cached.http, path, true);
    expect(decoded(miss).equals(plain.body)).toBe(true);
    expect(JSON.parse(plain.body.toString()).Convos).toHaveLength(6);

    const head = await rawRequest(cached.http, path, { method: 'HEAD', acceptEncoding: 'br' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(varies(head)).toBe(true);
  });

  it('counts the compressed forms of a cached answer against the cache bound', async () => {
    const { bytes, entries } = cached.app.get(PageCache).size;
    expect(entries).toBeGreaterThan(0);
    const plain = await rawRequest(cached.http, '/api/convo/list', { acceptEncoding: 'identity' });
    const br = await rawRequest(cached.http, '/api/convo/list', { acceptEncoding: 'br' });
    const gzip = await rawRequest(cached.http, '/api/convo/list', { acceptEncoding: 'gzip' });
    expect(bytes).toBeGreaterThanOrEqual(plain.body.length + br.body.length + gzip.body.length);
  });

  it('makes each compressed form of a cached answer when first asked for, then keeps it', async () => {
    const cache = cached.app.get(PageCache);
    const path = '/api/convo/list';
    const ask = (acceptEncoding: string) => rawRequest(cached.http, path, { acceptEncoding });
    cache.clear();
    const plain = await ask('identity');
    expect(plain.headers['x-page-cache']).toBeUndefined();
    const held = cache.size.bytes;
    expect(held).toBeGreaterThan(plain.body.length);
    const br = await ask('br');
    expect([br.headers['x-page-cache'], br.headers['content-encoding']]).toEqual(['hit', 'br']);
    expect(cache.size.bytes).toBe(held + br.body.length);
    const again = await ask('br');
    expect(again.body.equals(br.body)).toBe(true);
    expect(cache.size.bytes).toBe(held + br.body.length);
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(cache.size.bytes).toBe(held + br.body.length + gzip.body.length);
    expect(decoded(gzip).equals(plain.body)).toBe(true);
  });
});
