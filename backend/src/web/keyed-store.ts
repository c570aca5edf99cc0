import { LRUCache } from 'lru-cache';
import { EVERY_WRITE } from '../common/read-keys.js';

export interface KeyedStoreOptions<V> {
  /** Bound of what is held, in the unit of `sizeOf`; the least recently used go first. */
  maxSize: number;
  /** What one entry costs against the bound. */
  sizeOf: (value: V, key: string) => number;
  /** How long an entry is fresh. */
  ttlMs: number;
  /** Milliseconds from any origin (tests pass their own clock). */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  keys: readonly string[];
}

/** What a lookup finds: the value, and whether its time to live has passed. */
export interface Found<V> {
  value: V;
  stale: boolean;
  /** Milliseconds of its time to live left (0 once stale). */
  ttlLeftMs: number;
}

/**
 * Answers held in memory, each with the keys of what it was built from: a write drops only the
 * entries that carry one of its keys (and those that carry EVERY_WRITE). Bounded in size, least
 * recently used evicted first; an entry past its time to live is still found, marked stale, so
 * that it may be served while it is built again (stale-while-revalidate).
 */
export class KeyedStore<V> {
  private readonly cache: LRUCache<string, Entry<V>>;
  /** For each key, the entries that carry it. */
  private readonly index = new Map<string, Set<string>>();

  constructor(options: KeyedStoreOptions<V>) {
    const { now, sizeOf } = options;
    this.cache = new LRUCache<string, Entry<V>>({
      maxSize: options.maxSize,
      // A single answer larger than this share of the bound is not kept.
      maxEntrySize: Math.max(1, Math.floor(options.maxSize / 4)),
      sizeCalculation: (entry, key) =>
        sizeOf(entry.value, key) + entry.keys.reduce((sum, k) => sum + k.length * 2 + 16, 0),
      ttl: options.ttlMs,
      // Read the clock on every lookup rather than a value cached for a millisecond.
      ttlResolution: 0,
      updateAgeOnGet: false,
      allowStale: true,
      noDeleteOnStaleGet: true,
      ttlAutopurge: false,
      dispose: (entry, key) => this.unindex(key, entry.keys),
      ...(now ? { perf: { now } } : {}),
    });
  }

  get(key: string): Found<V> | undefined {
    const status: LRUCache.Status<string, Entry<V>> = {};
    const entry = this.cache.get(key, { status });
    if (!entry) return undefined;
    const stale = status.get === 'stale';
    return { value: entry.value, stale, ttlLeftMs: stale ? 0 : (status.remainingTTL ?? 0) };
  }

  /** Keeps `value` with the read keys it was built from, for `ttlMs` or the store's TTL. */
  set(key: string, value: V, keys: Iterable<string>, ttlMs?: number): void {
    const entry: Entry<V> = { value, keys: [...new Set(keys)] };
    this.cache.set(key, entry, ttlMs === undefined ? undefined : { ttl: ttlMs });
    // Not kept (too large): nothing to index.
    if (this.cache.peek(key, { allowStale: true }) !== entry) return;
    for (const k of entry.keys) {
      let holders = this.index.get(k);
      if (!holders) this.index.set(k, (holders = new Set()));
      holders.add(key);
    }
  }

  /**
   * Puts `value` in the place of the entry held at `key`, with the same read keys and the time to
   * live it has left, and counts it again against the bound (a value that grew); nothing when
   * none is held.
   */
  replace(key: string, value: V): void {
    const entry = this.cache.peek(key, { allowStale: true });
    if (!entry) return;
    // A stale entry stays stale (a millisecond's life left): it is being built again.
    const left = this.cache.getRemainingTTL(key);
    this.set(key, value, entry.keys, Number.isFinite(left) && left > 0 ? left : 1);
  }

  has(key: string): boolean {
    return this.cache.has(key);
  }

  delete(key: string): void {
    this.cache.delete(key);
  }

  /** Drops every entry carrying one of `keys`, and every entry carrying EVERY_WRITE. */
  drop(keys: Iterable<string>): void {
    for (const k of [EVERY_WRITE, ...keys]) {
      const holders = this.index.get(k);
      if (!holders) continue;
      for (const key of [...holders]) this.cache.delete(key);
    }
  }

  clear(): void {
    this.cache.clear();
    this.index.clear();
  }

  get entries(): number {
    return this.cache.size;
  }

  /** Size counted against the bound. */
  get size(): number {
    return this.cache.calculatedSize;
  }

  /** Keys indexed (for tests of the bound: the index never outlives its entries). */
  get indexedKeys(): number {
    return this.index.size;
  }

  private unindex(key: string, keys: readonly string[]): void {
    for (const k of keys) {
      const holders = this.index.get(k);
      if (!holders) continue;
      holders.delete(key);
      if (holders.size === 0) this.index.delete(k);
    }
  }
}
