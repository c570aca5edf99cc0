import type { EncodedBodies } from './page-encoding.js';
import { KeyedStore } from './keyed-store.js';

export interface CachedPage {
  type: string;
  body: Buffer;
  /** The body compressed (brotli, gzip), each form made when first asked for. */
  encoded?: EncodedBodies;
  /** A page the server renders (not an API answer): past its TTL, served while rendered again. */
  rendered?: boolean;
  /** Its xkey header (edge-headers.ts), when an HTTP cache in front may keep it. */
  xkey?: string;
}

/** Every byte an entry holds: the body and each of its compressed forms. */
function bodyBytes(page: CachedPage): number {
  return (
    page.body.length +
    (page.encoded?.br?.length ?? 0) +
    (page.encoded?.gzip?.length ?? 0) +
    (page.xkey?.length ?? 0)
  );
}

export interface PageStoreOptions {
  /** Bound of the bodies, keys and read keys held, in bytes; the least recently used go first. */
  maxBytes: number;
  /** How long an entry is fresh; after it, it may be served only while it is rendered again. */
  ttlMs: number;
  /** Milliseconds from any origin (tests pass their own clock). */
  now?: () => number;
}

/** What an entry costs besides its body and key: the entry object and the cache's bookkeeping. */
const ENTRY_OVERHEAD = 256;

/** Complete answers held in memory, bounded in bytes, each with the keys it was built from. */
export class PageStore extends KeyedStore<CachedPage> {
  constructor(options: PageStoreOptions) {
    super({
      maxSize: options.maxBytes,
      sizeOf: (page, key) => bodyBytes(page) + key.length * 2 + ENTRY_OVERHEAD,
      ttlMs: options.ttlMs,
      now: options.now,
    });
  }

  /** Bytes counted against the bound. */
  get bytes(): number {
    return this.size;
  }
}
