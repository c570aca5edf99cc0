import type { DataSource, EntityManager } from 'typeorm';

/** deadlock_detected and serialization_failure: the transaction did nothing and may run again. */
const RETRYABLE = new Set(['40P01', '40001']);
export const VOTE_TRANSACTION_ATTEMPTS = 3;

function isRetryable(error: unknown): boolean {
  const e = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = e?.code ?? e?.driverError?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

/**
 * Runs work again (a bounded number of times) if PostgreSQL rolled it back to break a deadlock.
 * Counters take their rows in a fixed order, so this is a last resort.
 */
export async function retryingDeadlocks<T>(
  work: () => Promise<T>,
  attempts = VOTE_TRANSACTION_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
    }
  }
}

/** Runs a vote's transaction, again if PostgreSQL broke a deadlock (see retryingDeadlocks). */
export function voteTransaction<T>(
  dataSource: Pick<DataSource, 'transaction'>,
  work: (manager: EntityManager) => Promise<T>,
  attempts = VOTE_TRANSACTION_ATTEMPTS,
): Promise<T> {
  return retryingDeadlocks(() => dataSource.transaction(work), attempts);
}
