/**
 * The cookie a successful write sets for a short while (read-your-writes): requests carrying it
 * are served by the app from the primary database, never from a cache (the app's page cache, the
 * edge cache in front) or a read replica that may not have the write yet.
 */
export const RECENT_WRITE_COOKIE = 'recent_write';
