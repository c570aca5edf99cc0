import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ApiContext } from './api-context';
import type { AppStore, RootState } from './store';

interface QueryResult extends PromiseLike<unknown> {
  unsubscribe(): void;
}

/**
 * Runs a query from a route loader and waits for it, so the page renders with its data on the
 * server and before a client navigation completes. The loader's subscription is dropped at once:
 * the page's own hook subscribes to the cached entry.
 */
export async function preloadQuery(
  store: AppStore,
  action: ThunkAction<QueryResult, RootState, ApiContext, UnknownAction>,
): Promise<void> {
  const result = store.dispatch(action);
  try {
    await result;
  } finally {
    result.unsubscribe();
  }
}
