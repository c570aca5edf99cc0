import { describe, expect, it } from '@jest/globals';
import zlib from 'node:zlib';
import {
  bodyFor,
  COMPRESS_THRESHOLD,
  encodeBodyLater,
  encodingFor,
  preferredEncoding,
} from './page-encoding.js';

const request = (acceptEncoding?: string) => ({
  headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
});

describe('preferredEncoding', () => {
  it('answers without compression when the client names no encoding', () => {
    expect(preferredEncoding(request())).toBeUndefined();
    expect(preferredEncoding(request(''))).toBeUndefined();
    expect(preferredEncoding(request('identity'))).toBeUndefined();
  });

  it('never picks an encoding the client refuses', () => {
    expect(preferredEncoding(request('br;q=0, gzip;q=0'))).toBeUndefined();
    expect(preferredEncoding(request('*, br;q=0'))).toBe('gzip');
    expect(preferredEncoding(request('deflate'))).toBeUndefined();
  });

  it('follows the client weights, and prefers brotli on a tie', () => {
    expect(preferredEncoding(request('gzip, deflate, br'))).toBe('br');
    expect(preferredEncoding(request('gzip;q=1, br;q=0.5'))).toBe('gzip');
    expect(preferredEncoding(request('GZIP'))).toBe('gzip');
    expect(preferredEncoding(request('*'))).toBe('br');
  });

  it('leaves answers under the threshold alone', () => {
    expect(encodingFor(request('br'), COMPRESS_THRESHOLD - 1)).toBeUndefined();
    expect(encodingFor(request('br'), COMPRESS_THRESHOLD)).toBe('br');
  });
});

describe('encodeBodyLater', () => {
  it('makes brotli and gzip forms that decode to the same bytes', async () => {
    const body = Buffer.from('<p>An argument, repeated.</p>'.repeat(200));
    const br = await encodeBodyLater(body, 'br');
    expect(zlib.brotliDecompressSync(br).equals(body)).toBe(true);
    expect(zlib.gunzipSync(await encodeBodyLater(body, 'gzip')).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 10);
  });
});

describe('bodyFor', () => {
  const body = Buffer.from('<p>An argument, repeated.</p>'.repeat(200));
  const kept = { br: Buffer.from('b'), gzip: Buffer.from('g') };

  it('sends a kept form the request accepts, else the body as it is', () => {
    const page = { body, encoded: kept };
    expect(bodyFor(request('gzip'), page)).toEqual({ encoding: 'gzip', body: kept.gzip });
    expect(bodyFor(request('br, gzip'), page)).toEqual({ encoding: 'br', body: kept.br });
    expect(bodyFor(request(), page)).toEqual({ body });
  });

  it('makes a form nobody asked for before, and says so, once it is over the threshold', () => {
    const made = bodyFor(request('br, gzip'), { body, encoded: { gzip: kept.gzip } });
    expect(made).toMatchObject({ encoding: 'br', made: true });
    expect(zlib.brotliDecompressSync(made.body).equals(body)).toBe(true);
    const unkept = bodyFor(request('gzip'), { body });
    expect(unkept).toMatchObject({ encoding: 'gzip', made: true });
    expect(zlib.gunzipSync(unkept.body).equals(body)).toBe(true);
    const small = Buffer.from('<p>short</p>');
    expect(bodyFor(request('br'), { body: small })).toEqual({ body: small });
  });
});
