import { describe, expect, it } from '@jest/globals';
import { PageStore } from './page-store.js';

const page = (bytes: number) => ({ type: 'text/html', body: Buffer.alloc(bytes, 'x') });

describe('PageStore', () => {
  it('keeps its bytes under the bound, evicting the least recently used first', () => {
    const store = new PageStore({ maxBytes: 10_000, ttlMs: 60_000 });
    for (const key of ['/a', '/b', '/c', '/d']) store.set(key, page(2000));
    expect(store.entries).toBe(4);
    expect(store.get('/a')).toBeDefined(); // /b is now the least recently used
    store.set('/e', page(2000));
    expect(store.has('/b')).toBe(false);
    for (const key of ['/a', '/c', '/d', '/e']) expect(store.has(key)).toBe(true);
    expect(store.bytes).toBeLessThanOrEqual(10_000);
  });

  it('does not keep one answer larger than a quarter of the bound', () => {
    const store = new PageStore({ maxBytes: 10_000, ttlMs: 60_000 });
    store.set('/small', page(1000));
    store.set('/huge', page(5000));
    expect(store.has('/huge')).toBe(false);
    expect(store.has('/small')).toBe(true);
  });

  it('stops serving an entry once its time to live has passed', () => {
    let now = 1_000;
    const store = new PageStore({ maxBytes: 10_000, ttlMs: 500, now: () => now });
    store.set('/a', page(100));
    now += 499;
    expect(store.get('/a')).toBeDefined();
    now += 2;
    expect(store.get('/a')).toBeUndefined();
    expect(store.entries).toBe(0);
  });

  it('counts the compressed forms of an answer against the bound', () => {
    const store = new PageStore({ maxBytes: 10_000, ttlMs: 60_000 });
    store.set('/plain', page(1000));
    const plain = store.bytes;
    store.clear();
    store.set('/plain', {
      ...page(1000),
      encoded: { br: Buffer.alloc(300), gzip: Buffer.alloc(400) },
    });
    expect(store.bytes).toBe(plain + 700);
  });

  it('empties on clear', () => {
    const store = new PageStore({ maxBytes: 10_000, ttlMs: 60_000 });
    store.set('/a', page(100));
    store.clear();
    expect(store.entries).toBe(0);
    expect(store.bytes).toBe(0);
  });
});
