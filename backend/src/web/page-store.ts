import { LRUCache } from 'lru-cache';
import type { EncodedBodies } from './page-encoding.js';

export interface CachedPage {
  type: string;
  body: Buffer;
  /** The body compressed (brotli, gzip), made once when stored; absent for small bodies. */
  encoded?: EncodedBodies;
}

/** Every byte an entry holds: the body and each of its compressed forms. */
function bodyBytes(page: CachedPage): number {
  return page.body.length + (page.encoded?.br?.length ?? 0) + (page.encoded?.gzip?.length ?? 0);
}

export interface PageStoreOptions {
  /** Bound of the bodies and keys held, in bytes; the least recently used go first. */
  maxBytes: number;
  /** How long an entry may be served, whatever the change notices say. */
  ttlMs: number;
  /** Milliseconds from any origin (tests pass their own clock). */
  now?: () => number;
}

/** What an entry costs besides its body and key: the entry object and the cache's bookkeeping. */
const ENTRY_OVERHEAD = 256;

/** Answers held in memory, bounded in bytes, least recently used evicted first, each with a TTL. */
export class PageStore {
  private readonly cache: LRUCache<string, CachedPage>;

  constructor(options: PageStoreOptions) {
    const now = options.now;
    this.cache = new LRUCache<string, CachedPage>({
      maxSize: options.maxBytes,
      // A single answer larger than this share of the bound is not kept.
      maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 4)),
      sizeCalculation: (page, key) => bodyBytes(page) + key.length * 2 + ENTRY_OVERHEAD,
      ttl: options.ttlMs,
      // Read the clock on every lookup rather than a value cached for a millisecond.
      ttlResolution: 0,
      updateAgeOnGet: false,
      allowStale: false,
      ...(now ? { perf: { now } } : {}),
    });
  }

  get(key: string): CachedPage | undefined {
    return this.cache.get(key);
  }

  set(key: string, page: CachedPage): void {
    this.cache.set(key, page);
  }

  has(key: string): boolean {
    return this.cache.has(key);
  }

  clear(): void {
    this.cache.clear();
  }

  get entries(): number {
    return this.cache.size;
  }

  /** Bytes counted against the bound. */
  get bytes(): number {
    return this.cache.calculatedSize;
  }
}
