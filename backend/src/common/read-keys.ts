import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The keys of what a cached answer was built from, collected where the data is read. A key names
 * one artifact ('convo:abc123def456') or one kind's lists ('convo:list': the home list, a
 * category's or a tag's questions, search). A write's change notice names the keys it touches
 * (revision/change-keys.ts); every cache drops the answers that carry one of them.
 */

/** Carried by an answer whose reads are not all keyed: dropped by every content write. */
export const EVERY_WRITE = '*';

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

/** Runs `build` collecting the keys of what it reads (nested collections add to their own). */
export function collectReadKeys<T>(collector: ReadKeys, build: () => T): T {
  return current.run(collector, build);
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
