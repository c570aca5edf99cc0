import { describe, expect, it } from '@jest/globals';
import zlib from 'node:zlib';
import { bodyFor, chooseEncoding, COMPRESS_THRESHOLD, encodeBodies } from './page-encoding.js';

const request = (acceptEncoding?: string) => ({
  headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
});
const both = { br: Buffer.from('b'), gzip: Buffer.from('g') };

describe('chooseEncoding', () => {
  it('answers without compression when the client names no encoding', () => {
    expect(chooseEncoding(request(), both)).toBeUndefined();
    expect(chooseEncoding(request(''), both)).toBeUndefined();
    expect(chooseEncoding(request('identity'), both)).toBeUndefined();
  });

  it('never picks an encoding the client refuses', () => {
    expect(chooseEncoding(request('br;q=0, gzip;q=0'), both)).toBeUndefined();
    expect(chooseEncoding(request('*, br;q=0'), both)).toBe('gzip');
    expect(chooseEncoding(request('deflate'), both)).toBeUndefined();
  });

  it('follows the client weights, and prefers brotli on a tie', () => {
    expect(chooseEncoding(request('gzip, deflate, br'), both)).toBe('br');
    expect(chooseEncoding(request('gzip;q=1, br;q=0.5'), both)).toBe('gzip');
    expect(chooseEncoding(request('GZIP'), both)).toBe('gzip');
    expect(chooseEncoding(request('*'), both)).toBe('br');
  });

  it('only picks forms that exist', () => {
    expect(chooseEncoding(request('br, gzip'), {})).toBeUndefined();
    expect(chooseEncoding(request('br, gzip'), { gzip: both.gzip })).toBe('gzip');
  });
});

describe('encodeBodies', () => {
  it('leaves answers under the threshold alone', async () => {
    expect(await encodeBodies(Buffer.alloc(COMPRESS_THRESHOLD - 1, 'x'))).toEqual({});
  });

  it('makes brotli and gzip forms that decode to the same bytes', async () => {
    const body = Buffer.from('<p>An argument, repeated.</p>'.repeat(200));
    const encoded = await encodeBodies(body);
    expect(zlib.brotliDecompressSync(encoded.br!).equals(body)).toBe(true);
    expect(zlib.gunzipSync(encoded.gzip!).equals(body)).toBe(true);
    expect(encoded.br!.length).toBeLessThan(body.length / 10);
  });
});

describe('bodyFor', () => {
  const body = Buffer.from('<p>An argument, repeated.</p>'.repeat(200));

  it('sends a kept form the request accepts, else the body as it is', () => {
    const kept = { body, encoded: both };
    expect(bodyFor(request('gzip'), kept)).toEqual({ encoding: 'gzip', body: both.gzip });
    expect(bodyFor(request(), kept)).toEqual({ encoding: undefined, body });
    expect(bodyFor(request('br'), { body, encoded: {} })).toEqual({ encoding: undefined, body });
  });

  it('compresses a page that is not kept, once it is over the threshold', () => {
    const fresh = bodyFor(request('br, gzip'), { body });
    expect(fresh.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(fresh.body).equals(body)).toBe(true);
    const small = Buffer.from('<p>short</p>');
    expect(bodyFor(request('br'), { body: small })).toEqual({ encoding: undefined, body: small });
    expect(bodyFor(request(), { body })).toEqual({ encoding: undefined, body });
  });
});
