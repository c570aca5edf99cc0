import { describe, expect, it } from '@jest/globals';
import { decoded, rawRequest, type RawAnswer } from '../api/support/raw-http.js';
import { BASE_URL } from './support/browser.js';

// The built app: hashed assets go out as the .br/.gz files written at build time, rendered pages
// through the compression middleware. API answers and page-cache hits: test/api/compression.

const ASKS: [acceptEncoding: string | undefined, expected: string | undefined][] = [
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip', 'gzip'],
  ['br;q=0, gzip;q=0', undefined],
  [undefined, undefined],
  ['identity', undefined],
];

const varies = (answer: RawAnswer) =>
  /\baccept-encoding\b/i.test(String(answer.headers.vary ?? ''));

async function expectEveryEncoding(path: string, extra: (answer: RawAnswer) => void) {
  const plain = await rawRequest(BASE_URL(), path, { acceptEncoding: 'identity' });
  expect(plain.status).toBe(200);
  for (const [acceptEncoding, expected] of ASKS) {
    const answer = await rawRequest(BASE_URL(), path, { acceptEncoding });
    expect([acceptEncoding, answer.status, answer.headers['content-encoding']]).toEqual([
      acceptEncoding,
      200,
      expected,
    ]);
    expect(varies(answer)).toBe(true);
    expect(decoded(answer).equals(plain.body)).toBe(true);
    if (expected) expect(answer.body.length).toBeLessThan(plain.body.length / 2);
    extra(answer);
  }
  return plain;
}

describe('compression of the built app', () => {
  it('sends the main script precompressed, cacheable for a year, and HEAD without a body', async () => {
    const page = await rawRequest(BASE_URL(), '/encyclopedia', { acceptEncoding: 'identity' });
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(
      page.body.toString(),
    )?.[1];
    expect(script).toBeDefined();
    const plain = await expectEveryEncoding(script!, (answer) => {
      expect(answer.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
      expect(answer.headers['cache-control']).toMatch(/immutable/);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    });
    expect(plain.body.length).toBeGreaterThan(10_000);

    const head = await rawRequest(BASE_URL(), script!, { method: 'HEAD', acceptEncoding: 'br' });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
    expect(varies(head)).toBe(true);
  });

  it('answers a missing asset 404 whatever the encoding asked for', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const res = await rawRequest(BASE_URL(), '/assets/no-such-file.js', { acceptEncoding });
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    }
  });

  it('compresses a rendered page', async () => {
    const plain = await expectEveryEncoding('/encyclopedia', (answer) => {
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
    });
    expect(plain.body.toString()).toContain('<div id="root">');
  });
});
