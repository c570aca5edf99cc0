import { describe, expect, it } from '@jest/globals';
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import {
  checkTarget,
  DEFAULT_FETCH_LIMITS,
  FetchError,
  fetchPage,
  guardedLookup,
} from './safe-fetch.js';

const closed = { allowLoopback: false };

describe('checkTarget', () => {
  it('accepts http(s) addresses on the standard ports', () => {
    expect(checkTarget(' https://example.org/a ', closed).href).toBe('https://example.org/a');
    expect(checkTarget('http://example.org:80/', closed).href).toBe('http://example.org/');
  });

  it.each([
    ['no scheme', 'example.org'],
    ['file', 'file:///etc/passwd'],
    ['gopher', 'gopher://example.org/'],
    ['credentials', 'https://user:pw@example.org/'],
    ['another port', 'https://example.org:8443/'],
    ['loopback', 'http://127.0.0.1/'],
    ['loopback shorthand (URL makes it 127.0.0.1)', 'http://0x7f.1/'],
    ['loopback as a number', 'http://2130706433/'],
    ['private', 'http://10.1.2.3/'],
    ['metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]/'],
    ['unspecified', 'http://0.0.0.0/'],
  ])('refuses %s', (_name, url) => {
    expect(() => checkTarget(url, closed)).toThrow(FetchError);
  });

  it('allows loopback on any port only when told to', () => {
    expect(checkTarget('http://127.0.0.1:8080/', { allowLoopback: true }).port).toBe('8080');
  });
});

describe('guardedLookup', () => {
  const lookup = (host: string, allowLoopback: boolean) =>
    new Promise<{ error: Error | null; addresses: string | LookupAddress[] }>((resolve) =>
      guardedLookup({ allowLoopback })(host, { all: true }, (error, addresses) =>
        resolve({ error, addresses }),
      ),
    );

  it('refuses a name that resolves to loopback (localhost), unless loopback is allowed', async () => {
    const refused = await lookup('localhost', false);
    expect(refused.error).toBeInstanceOf(FetchError);
    expect((refused.error as FetchError).refused).toBe(true);
    const allowed = await lookup('localhost', true);
    expect(allowed.error).toBeNull();
    expect(Array.isArray(allowed.addresses) && allowed.addresses.length).toBeTruthy();
  });
});

describe('fetchPage content encodings', () => {
  const PAGE = '<html><head><title>t</title></head></html>';
  const bodies: Record<string, Buffer> = {
    deflate: zlib.deflateSync(PAGE),
    br: zlib.brotliCompressSync(PAGE),
    'x-gzip': zlib.gzipSync(PAGE),
    zstd: Buffer.from(PAGE),
  };
  const fetchEncoded = async (encoding: string) => {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': encoding });
      res.end(bodies[encoding]);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      return await fetchPage(`http://127.0.0.1:${port}/`, {
        ...DEFAULT_FETCH_LIMITS,
        allowLoopback: true,
      });
    } finally {
      server.close();
    }
  };

  it.each(['deflate', 'br', 'x-gzip'])('reads a %s body', async (encoding) => {
    expect((await fetchEncoded(encoding)).html).toBe(PAGE);
  });

  it('refuses an encoding it cannot read', async () => {
    await expect(fetchEncoded('zstd')).rejects.toThrow(
      'The page is compressed in a way that cannot be read.',
    );
  });
});

describe('fetchPage on a page it cannot reach', () => {
  const limits = { ...DEFAULT_FETCH_LIMITS, allowLoopback: true };

  it("says so when nothing listens at the address, or the site's name is not found", async () => {
    // A port that a real server held a moment ago: nothing listens there now.
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await expect(fetchPage(`http://127.0.0.1:${port}/`, limits)).rejects.toThrow(
      '127.0.0.1 refused the connection.',
    );
    // .invalid never resolves (RFC 2606).
    await expect(fetchPage('https://no-such-site.invalid/page', limits)).rejects.toThrow(
      'There is no site at no-such-site.invalid.',
    );
  });
});
