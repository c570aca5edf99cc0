import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { data } from 'react-router-dom';
import type { ApiContext } from '../api/api-context';
import type { ApiError } from '../api/base-query';
import type { AppStore, RootState } from '../store/store';

interface QueryResult extends PromiseLike<unknown> {
  unsubscribe(): void;
}

interface QueryOutcome<T> {
  data?: T;
  error?: unknown;
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

/** What a loader throws when the API refused: the error page shows it, with the API's status. */
export interface RouteErrorData {
  title?: string;
  message: string;
}

function statusOf(error: unknown): number | null {
  const status = (error as Partial<ApiError> | undefined)?.status;
  return typeof status === 'number' ? status : null;
}

/**
 * Like preloadQuery, but the page cannot show without the data: returns it, or throws a route
 * error with the API's status (404 for an unknown id shows the Page Not Found screen with 404).
 */
export async function loadQuery<T>(
  store: AppStore,
  action: ThunkAction<
    QueryResult & PromiseLike<QueryOutcome<T>>,
    RootState,
    ApiContext,
    UnknownAction
  >,
): Promise<T> {
  const result = store.dispatch(action);
  try {
    const outcome = await result;
    if (outcome.data !== undefined) return outcome.data;
    const status = statusOf(outcome.error);
    const message = (outcome.error as Partial<ApiError> | undefined)?.error ?? 'Request failed.';
    // A malformed id (400) is as absent as an unknown one (404); no answer at all is a 502.
    const pageStatus = status === 400 ? 404 : status !== null && status >= 400 ? status : 502;
    throw data({ message } satisfies RouteErrorData, { status: pageStatus });
  } finally {
    result.unsubscribe();
  }
}
