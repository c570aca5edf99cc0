import { EVERY_WRITE } from '../common/read-keys.js';

/**
 * The headers that let an HTTP cache in front (Varnish with the xkey vmod, deploy/varnish/) keep
 * the answers the page cache keeps, and the keys it is purged by (edge/edge-purge.ts). An answer
 * carries its read keys in `xkey`; a write purges its keys and EVERY_WRITE, as it drops them from
 * the page cache, so the edge drops exactly what the page cache drops.
 */

/** Carried by every answer the edge keeps: purging it empties the edge (after a deploy, say). */
export const SITE_KEY = 'site';

/**
 * A key as the xkey vmod reads it: printable ASCII, neither space nor comma (its separators), and
 * short. Read keys are `<kind>:<id>`, `<kind>:list`, EVERY_WRITE and UNNAMED_FIGURES; anything else
 * an answer carries is replaced by EVERY_WRITE, which every write purges (never too little).
 */
const SAFE_KEY = /^[\x21-\x2b\x2d-\x7e]{1,100}$/;

/**
 * Bound of an xkey header's value: Varnish refuses a response header line over 8 KiB
 * (http_resp_hdr_len). An answer with more keys carries EVERY_WRITE instead of them.
 */
export const MAX_XKEY_LENGTH = 4000;

/** Bound of one purge request's xkey-purge header (http_req_hdr_len is 8 KiB too). */
export const MAX_PURGE_LENGTH = 4000;

export function safeKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

/** The xkey header of an answer built from `keys`: its keys and SITE_KEY, space-separated. */
export function xkeyHeader(keys: Iterable<string>): string {
  const carried = new Set<string>();
  for (const key of keys) carried.add(safeKey(key) ? key : EVERY_WRITE);
  carried.add(SITE_KEY);
  const value = [...carried].join(' ');
  return value.length <= MAX_XKEY_LENGTH ? value : `${EVERY_WRITE} ${SITE_KEY}`;
}

/**
 * What a write whose change names `keys` purges: those keys and EVERY_WRITE (a key unsafe in a
 * header needs nothing more: an answer carrying it carries EVERY_WRITE instead).
 */
export function purgedKeys(keys: Iterable<string>): string[] {
  const purged = new Set([EVERY_WRITE]);
  for (const key of keys) if (safeKey(key)) purged.add(key);
  return [...purged];
}

/**
 * The Cache-Control of an answer a shared cache may keep for `ttlMs`: browsers ask again each time
 * (max-age=0; Varnish tells them no-cache), shared caches keep it for the page cache's time to live.
 */
export function sharedCacheControl(ttlMs: number): string {
  return `public, max-age=0, s-maxage=${Math.max(1, Math.floor(ttlMs / 1000))}`;
}

/** The Cache-Control of an answer no shared cache may keep, unless its handler set one. */
export const PERSONAL_CACHE_CONTROL = 'private, no-cache';

/**
 * Keys in groups whose space-separated text fits `maxLength` (one purge request each); a key
 * longer than that alone makes a group of its own.
 */
export function keyBatches(keys: readonly string[], maxLength = MAX_PURGE_LENGTH): string[] {
  const batches: string[] = [];
  let current = '';
  for (const key of keys) {
    if (current && current.length + 1 + key.length > maxLength) {
      batches.push(current);
      current = '';
    }
    current = current ? `${current} ${key}` : key;
  }
  if (current) batches.push(current);
  return batches;
}
