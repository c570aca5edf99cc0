import { collectReadKeys, ReadKeys, readKeys } from '../common/read-keys.js';
import { KeyedStore } from './keyed-store.js';
import type { PageCache } from './page-cache.js';

export interface ReadMemoOptions<V> {
  /** Bound of what is held, in the unit of `sizeOf` (a value's keys are counted with it). */
  maxSize: number;
  sizeOf: (value: V, key: string) => number;
  ttlMs: number;
}

/**
 * Values computed from reads, each kept with the read keys it was built from and dropped with the
 * page cache's answers that carry one of them (a write of anything it read). A value computed
 * across a write of what it read is not kept, and nothing is kept while the page cache's change
 * notices may be missed (its stamp is undefined) or when there is no page cache.
 */
export class ReadMemo<V> {
  private readonly store: KeyedStore<{ value: V; keys: string[] }>;

  constructor(
    private readonly pages: PageCache | undefined,
    { maxSize, sizeOf, ttlMs }: ReadMemoOptions<V>,
  ) {
    this.store = new KeyedStore({
      maxSize,
      sizeOf: (entry, key) => sizeOf(entry.value, key) + entry.keys.length,
      ttlMs,
    });
    pages?.follow(this.store);
  }

  has(key: string): boolean {
    return this.store.has(key);
  }

  /** How many values are kept, and their size against the bound. */
  get entries(): number {
    return this.store.entries;
  }

  get size(): number {
    return this.store.size;
  }

  /**
   * The kept value of `key`, else `compute()`'s (kept if still fresh). Either way the caller's
   * read keys get what the value was read from.
   */
  async get(key: string, compute: () => Promise<V>): Promise<V> {
    const since = this.pages?.stamp;
    const kept = since === undefined ? undefined : this.store.get(key);
    if (kept && !kept.stale) {
      readKeys(...kept.value.keys);
      return kept.value.value;
    }
    const reads = new ReadKeys();
    reads.markKeyed();
    try {
      const value = await collectReadKeys(reads, compute);
      const keys = reads.carried();
      if (this.pages?.fresh(since, keys)) this.store.set(key, { value, keys: [...keys] }, keys);
      return value;
    } finally {
      readKeys(...reads.carried());
    }
  }
}
