import { describe, expect, it } from '@jest/globals';
import { EVERY_WRITE, UNNAMED_FIGURES } from '../common/read-keys.js';
import {
  keyBatches,
  MAX_XKEY_LENGTH,
  purgedKeys,
  sharedCacheControl,
  SITE_KEY,
  xkeyHeader,
} from './edge-headers.js';

describe('edge headers', () => {
  it("names an answer's read keys and the site key, space-separated", () => {
    expect(xkeyHeader(['convo:abc123def456', 'pos:list', UNNAMED_FIGURES])).toBe(
      `convo:abc123def456 pos:list ${UNNAMED_FIGURES} ${SITE_KEY}`,
    );
    expect(xkeyHeader([EVERY_WRITE])).toBe(`${EVERY_WRITE} ${SITE_KEY}`);
  });

  it('carries EVERY_WRITE instead of a key that a header cannot hold, so no write is missed', () => {
    for (const unsafe of ['a b', 'a,b', 'a\r\nxkey: x', 'é:1', '', 'k'.repeat(101)]) {
      expect(xkeyHeader(['convo:abc', unsafe])).toBe(`convo:abc ${EVERY_WRITE} ${SITE_KEY}`);
    }
  });

  it('carries EVERY_WRITE instead of more keys than a header line holds', () => {
    const many = Array.from({ length: 1000 }, (_, i) => `arg:${String(i).padStart(12, '0')}`);
    const value = xkeyHeader(many);
    expect(value).toBe(`${EVERY_WRITE} ${SITE_KEY}`);
    const some = many.slice(0, 100);
    expect(xkeyHeader(some).length).toBeLessThanOrEqual(MAX_XKEY_LENGTH);
    expect(xkeyHeader(some).split(' ')).toEqual([...some, SITE_KEY]);
  });

  it('purges what a write names and EVERY_WRITE, as the page cache drops them', () => {
    expect(purgedKeys(['convo:abc', 'convo:list'])).toEqual([
      EVERY_WRITE,
      'convo:abc',
      'convo:list',
    ]);
    expect(purgedKeys(['convo:abc', 'bad key', 'convo:abc'])).toEqual([EVERY_WRITE, 'convo:abc']);
  });

  it('lets shared caches keep an answer for its time to live, browsers ask again', () => {
    expect(sharedCacheControl(3_600_000)).toBe('public, max-age=0, s-maxage=3600');
    expect(sharedCacheControl(59_999)).toBe('public, max-age=0, s-maxage=59');
    expect(sharedCacheControl(10)).toBe('public, max-age=0, s-maxage=1');
  });

  it('splits keys into purge requests whose header fits the bound, each key once', () => {
    const keys = Array.from({ length: 50 }, (_, i) => `convo:${String(i).padStart(12, '0')}`);
    const batches = keyBatches(keys, 100);
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(100);
    expect(batches.join(' ').split(' ')).toEqual(keys);
    expect(batches).toHaveLength(Math.ceil(keys.length / 5));
    expect(keyBatches([])).toEqual([]);
    expect(keyBatches(['a'.repeat(20), 'b'], 10)).toEqual(['a'.repeat(20), 'b']);
  });
});
