import { describe, expect, it } from '@jest/globals';
import { EVERY_WRITE } from '../common/read-keys.js';
import { PageStore } from './page-store.js';

const page = (bytes: number) => ({ type: 'text/html', body: Buffer.alloc(bytes, 'x') });

describe('PageStore', () => {
  it('keeps its bytes under the bound, evicting the least recently used first', () => {
    const store = new PageStore({ maxBytes: 10_000, ttlMs: 60_000 });
    for (const key of ['/a', '/b', '/c', '/d']) store.set(key, page(2000), ['convo:1']);
    expect(store.entries).toBe(4);
    expect(store.get('/a')).toBeDefined(); // /b is now the least recently used
    store.set('/e', page(2000), ['convo:1']);
    expect(store.has('/b')).toBe(false);
    for (const key of ['/a', '/c', '/d', '/e']) expect(store.has(key)).toBe(true);
    expect(store.bytes).toBeLessThanOrEqual(10_000);
  });

  it('does not keep one answer larger than a quarter of the bound, nor index it', () => {
    const store = new PageStore({ maxBytes: 10_000, ttlMs: 60_000 });
    store.set('/small', page(1000), ['convo:1']);
    store.set('/huge', page(5000), ['convo:2']);
    expect(store.has('/huge')).toBe(false);
    expect(store.has('/small')).toBe(true);
    expect(store.indexedKeys).toBe(1);
  });

  it('marks an entry stale once its time to live has passed, and keeps serving it', () => {
    let now = 1_000;
    const store = new PageStore({ maxBytes: 10_000, ttlMs: 500, now: () => now });
    store.set('/a', page(100), ['convo:1']);
    now += 499;
    expect(store.get('/a')?.stale).toBe(false);
    now += 2;
    expect(store.get('/a')?.stale).toBe(true);
    expect(store.entries).toBe(1);
    store.set('/b', page(100), ['convo:1'], 10_000);
    now += 5_000;
    expect(store.get('/b')?.stale).toBe(false);
  });

  it('counts the compressed forms of an answer and its read keys against the bound', () => {
    const store = new PageStore({ maxBytes: 10_000, ttlMs: 60_000 });
    store.set('/plain', page(1000), []);
    const plain = store.bytes;
    store.clear();
    store.set(
      '/plain',
      { ...page(1000), encoded: { br: Buffer.alloc(300), gzip: Buffer.alloc(400) } },
      [],
    );
    expect(store.bytes).toBe(plain + 700);
    store.clear();
    store.set('/plain', page(1000), ['convo:abcdefabcdef']);
    expect(store.bytes).toBeGreaterThan(plain + 'convo:abcdefabcdef'.length);
  });

  it("counts a form added later, keeping the entry's keys and the time to live it has left", () => {
    let now = 1_000;
    const store = new PageStore({ maxBytes: 10_000, ttlMs: 500, now: () => now });
    store.set('/a', page(1000), ['convo:1']);
    const before = store.bytes;
    now += 400;
    store.replace('/a', { ...page(1000), encoded: { br: Buffer.alloc(300) } });
    expect(store.bytes).toBe(before + 300);
    expect(store.get('/a')?.value.encoded?.br).toHaveLength(300);
    now += 101;
    expect(store.get('/a')?.stale).toBe(true);
    store.drop(['convo:1']);
    expect(store.has('/a')).toBe(false);
    expect(store.indexedKeys).toBe(0);
    // Nothing held: nothing put.
    store.replace('/gone', page(10));
    expect(store.entries).toBe(0);
  });

  it('drops only the entries carrying a dropped key, and those carrying EVERY_WRITE', () => {
    const store = new PageStore({ maxBytes: 100_000, ttlMs: 60_000 });
    store.set('/c/1', page(10), ['convo:1', 'pos:p1']);
    store.set('/c/2', page(10), ['convo:2']);
    store.set('/log', page(10), [EVERY_WRITE]);
    store.set('/', page(10), ['convo:list']);
    store.drop(['pos:p1']);
    expect(store.has('/c/1')).toBe(false);
    expect(store.has('/log')).toBe(false);
    expect(store.has('/c/2')).toBe(true);
    expect(store.has('/')).toBe(true);
    store.drop(['convo:list', 'convo:2']);
    expect(store.entries).toBe(0);
    expect(store.indexedKeys).toBe(0);
  });

  it('indexes an entry replaced under the same address by its new keys only', () => {
    const store = new PageStore({ maxBytes: 100_000, ttlMs: 60_000 });
    store.set('/c/1', page(10), ['convo:1', 'pos:old']);
    store.set('/c/1', page(10), ['convo:1', 'pos:new']);
    store.drop(['pos:old']);
    expect(store.has('/c/1')).toBe(true);
    store.drop(['pos:new']);
    expect(store.has('/c/1')).toBe(false);
  });

  it('forgets the keys of evicted entries: the index stays bounded by the entries', () => {
    const store = new PageStore({ maxBytes: 20_000, ttlMs: 60_000 });
    for (let i = 0; i < 1000; i += 1) store.set(`/c/${i}`, page(500), [`convo:${i}`]);
    expect(store.entries).toBeLessThan(100);
    expect(store.indexedKeys).toBe(store.entries);
  });

  it('empties on clear', () => {
    const store = new PageStore({ maxBytes: 10_000, ttlMs: 60_000 });
    store.set('/a', page(100), ['convo:1']);
    store.clear();
    expect(store.entries).toBe(0);
    expect(store.bytes).toBe(0);
    expect(store.indexedKeys).toBe(0);
  });
});
