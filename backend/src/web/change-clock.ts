import { LRUCache } from 'lru-cache';
import { EVERY_WRITE } from '../common/read-keys.js';

/** How many keys' last drops are remembered; older ones count as dropped at the oldest remembered. */
const REMEMBERED_KEYS = 100_000;

/**
 * When each key was last dropped, in ticks of this process (one per drop). An answer read from
 * tick T may be kept only if none of its keys was dropped after T: a render that spans a write
 * it read is not kept. Bounded: a forgotten key counts as dropped at the latest forgotten tick,
 * which may refuse a keepable answer, never keep a stale one.
 */
export class ChangeClock {
  private tick = 0;
  /** The last drop of everything (a missed notice, an oversized one). */
  private everythingAt = 0;
  /** The latest tick among forgotten keys. */
  private forgottenAt = 0;
  private readonly dropped = new LRUCache<string, number>({
    max: REMEMBERED_KEYS,
    dispose: (at, _key, reason) => {
      if (reason === 'evict') this.forgottenAt = Math.max(this.forgottenAt, at);
    },
  });

  /** The tick an answer starts reading at. */
  now(): number {
    return this.tick;
  }

  drop(keys: Iterable<string>): void {
    this.tick += 1;
    this.dropped.set(EVERY_WRITE, this.tick);
    for (const key of keys) this.dropped.set(key, this.tick);
  }

  dropEverything(): void {
    this.tick += 1;
    this.everythingAt = this.tick;
  }

  /** Whether something an answer read from `since`, carrying `keys`, was dropped since. */
  changedSince(since: number, keys: Iterable<string>): boolean {
    if (this.everythingAt > since || this.forgottenAt > since) return true;
    for (const key of keys) if ((this.dropped.get(key) ?? 0) > since) return true;
    return false;
  }
}
