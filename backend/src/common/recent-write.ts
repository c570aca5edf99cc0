import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The cookie a successful write sets for a short while (read-your-writes): requests carrying it
 * are served by the app from the primary database, never from a cache (the app's page cache, the
 * edge cache in front) or a read replica that may not have the write yet.
 */
export const RECENT_WRITE_COOKIE = 'recent_write';

const RECENT_WRITE = new RegExp(`(?:^|;)\\s*${RECENT_WRITE_COOKIE}=`);

/**
 * Whether a Cookie header carries the read-your-writes cookie (any value: a forged one only costs
 * its bearer the caches and the replicas). deploy/varnish/default.vcl tests it the same way.
 */
export function hasRecentWrite(cookie: string | undefined): boolean {
  return cookie !== undefined && RECENT_WRITE.test(cookie);
}

/** Whether the request being answered wrote content (set by ContentEvents.changedIn). */
export interface WriteMark {
  wrote: boolean;
}

const writes = new AsyncLocalStorage<WriteMark>();

/**
 * Runs a request's handling with `mark`, which its content writes set: afterwards it tells
 * whether the request wrote anything caches or replicas show (a log-in, a consent, a vote do not).
 */
export function markingWrites(mark: WriteMark, next: () => void): void {
  writes.run(mark, next);
}

/** The request being answered wrote content (no-op outside a request). */
export function markWrite(): void {
  const mark = writes.getStore();
  if (mark) mark.wrote = true;
}
