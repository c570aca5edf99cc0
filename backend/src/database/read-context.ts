import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whether the reads of the work running now may lag slightly behind the primary (and so go to a
 * read replica): set per request by web/read-routing.ts, only when replicas are configured.
 * Anything run outside such a context (writes, jobs, start-up, listeners) reads from the primary.
 */
interface ReadContext {
  mayLag: boolean;
}

const storage = new AsyncLocalStorage<ReadContext>();
const LAGGING: ReadContext = Object.freeze({ mayLag: true });
const PRIMARY: ReadContext = Object.freeze({ mayLag: false });

/**
 * Runs `work` in a read context. Work that decides nothing is run in one too (`mayLag` false):
 * a callback of a connection opened in another request's context would otherwise carry that one.
 */
export function runReads<T>(mayLag: boolean, work: () => T): T {
  return storage.run(mayLag ? LAGGING : PRIMARY, work);
}

/** Whether the reads running now may go to a replica. */
export function readsMayLag(): boolean {
  return storage.getStore()?.mayLag === true;
}
