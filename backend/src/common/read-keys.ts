import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The keys of what a cached answer was built from, collected where the data is read. A key names
 * one artifact ('convo:abc123def456') or one kind's lists ('convo:list': the home list, a
 * category's or a tag's questions, search). A write's change notice names the keys it touches
 * (revision/change-keys.ts); every cache drops the answers that carry one of them.
 */

/** Carried by an answer whose reads are not all keyed: dropped by every content write. */
export const EVERY_WRITE = '*';

/**
 * Carried by an answer built from figures no write names (how many people voted on each question:
 * a vote names only its own target's key). Kept a short while instead, like an unkeyed answer.
 */
export const UNNAMED_FIGURES = '#figures';

/** How long an answer whose changes may go unnamed (EVERY_WRITE, UNNAMED_FIGURES) is kept at most. */
export const UNNAMED_TTL_MS = 60_000;

/** How long an answer carrying `keys` may be kept, by a cache that keeps others `ttlMs`. */
export function keepFor(keys: ReadonlySet<string>, ttlMs: number): number {
  return keys.has(EVERY_WRITE) || keys.has(UNNAMED_FIGURES)
    ? Math.min(ttlMs, UNNAMED_TTL_MS)
    : ttlMs;
}

export const artifactKey = (type: string, id: string): string => `${type}:${id}`;

/** Every list of a kind's artifacts: what a new, deleted or renamed one changes. */
export const listKey = (type: string): string => `${type}:list`;

/** The keys read while building one answer. */
export class ReadKeys {
  readonly keys = new Set<string>();
  /**
   * Whether every read of the answer names its keys. An answer is unkeyed until the code that
   * answers declares it keyed (a keyed server read, a page render), and then carries EVERY_WRITE.
   */
  private keyed = false;

  add(key: string): void {
    this.keys.add(key);
  }

  markKeyed(): void {
    this.keyed = true;
  }

  /** What the answer carries. */
  carried(): Set<string> {
    if (!this.keyed) this.keys.add(EVERY_WRITE);
    return this.keys;
  }
}

const current = new AsyncLocalStorage<ReadKeys>();

/**
 * Collections open now. On Node 20, once an AsyncLocalStorage holds a store, every promise the
 * process makes pays a hook that carries the store along, whether anything reads it or not: a
 * quarter of a vote's throughput, which never collects. So the storage is switched on by the first
 * collection to open and off when the last one closes; what runs meanwhile outside every
 * collection (writes, votes, cache hits) then makes its promises at full speed.
 */
let open = 0;

function opened(): () => void {
  open += 1;
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    open -= 1;
    if (open === 0) current.disable();
  };
}

/** Runs `build` collecting the keys of what it reads (nested collections add to their own). */
export async function collectReadKeys<T>(collector: ReadKeys, build: () => Promise<T>): Promise<T> {
  const close = opened();
  try {
    return await current.run(collector, build);
  } finally {
    close();
  }
}

/**
 * Starts work whose reads are collected until the returned function is called: for work that
 * does not answer a promise (the rest of a web framework's request, until its answer has gone).
 */
export function collectReadKeysUntilClosed(collector: ReadKeys, start: () => void): () => void {
  const close = opened();
  try {
    current.run(collector, start);
  } catch (error) {
    close();
    throw error;
  }
  return close;
}

/** How many collections are open (tests: each one closes). */
export function openCollections(): number {
  return open;
}

/** Records that the answer being built reads these; outside a collection (a write) nothing. */
export function readKeys(...keys: string[]): void {
  const collector = current.getStore();
  if (collector) for (const key of keys) collector.add(key);
}

/** Records a read of artifacts of one kind by id (rows a raw query gave). */
export function readArtifacts(type: string, ids: Iterable<string>): void {
  const collector = current.getStore();
  if (!collector) return;
  for (const id of ids) collector.add(artifactKey(type, id));
}

/** Declares the answer being built keyed: everything it reads names its keys. */
export function markKeyed(): void {
  current.getStore()?.markKeyed();
}

/** The collection in progress, if any. */
export function currentReadKeys(): ReadKeys | undefined {
  return current.getStore();
}
