import { configureStore, createSlice, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api, hydrateApiState } from '../api/api';
import type { ApiContext } from '../api/api-context';

/**
 * Answers the server renders as anyone sees them though they depend on who asks (a history's
 * "thanked by you"): refetched once the browser learns that the visitor is signed in.
 */
export const VISITOR_DEPENDENT_TAGS = ['History'] as const;

/**
 * True in a hydrated store until the visitor-dependent answers are the visitor's own: a signed-in
 * reader's history shows its "Thank" buttons pending until then, not "Thank" then "Thanked".
 */
const personal = createSlice({
  name: 'personal',
  initialState: { anonymousCopies: false },
  reducers: {
    ownCopiesArrived: (state) => {
      state.anonymousCopies = false;
    },
  },
  extraReducers: (builder) =>
    builder.addCase(hydrateApiState, (state) => {
      state.anonymousCopies = true;
    }),
});

type ApiQueries = ReturnType<typeof api.reducer>['queries'];

/** A query answer saying who the visitor is ({User: {...}}), and that they are signed in. */
function showsSignedInVisitor(action: UnknownAction): boolean {
  if (action.type !== `${api.reducerPath}/executeQuery/fulfilled`) return false;
  const user = (action as { payload?: { User?: { uid?: unknown } | null } }).payload?.User;
  return typeof user?.uid === 'string';
}

/**
 * In a hydrated store: once an answer shows that the visitor is signed in, asks the
 * visitor-dependent answers again (they were rendered for anyone), then marks the personal copies
 * arrived when each of them was asked again and answered (or failed, or was dropped as unused).
 * A plain middleware, not RTK's listener middleware: this is its only use, and every read page
 * would load the listener's code for it.
 */
function refreshWhenSignedIn(): Middleware {
  let stale: { key: string; requestId: string | undefined }[] | null = null;
  let done = false;
  const queriesOf = (state: unknown) => (state as RootState)[api.reducerPath].queries;
  // Each was dropped (nobody showed it) or asked again and answered (or failed).
  const settled = (queries: ApiQueries) =>
    stale!.every(({ key, requestId }) => {
      const query = queries[key];
      return !query || (query.requestId !== requestId && query.status !== 'pending');
    });
  return (store) => (next) => (action) => {
    const result = next(action);
    if (done) return result;
    if (!stale) {
      if (!showsSignedInVisitor(action as UnknownAction)) return result;
      stale = api.util
        .selectInvalidatedBy(store.getState() as RootState, [...VISITOR_DEPENDENT_TAGS])
        .map(({ queryCacheKey }) => ({
          key: queryCacheKey,
          requestId: queriesOf(store.getState())[queryCacheKey]?.requestId,
        }));
      store.dispatch(api.util.invalidateTags([...VISITOR_DEPENDENT_TAGS]));
    }
    if (!done && settled(queriesOf(store.getState()))) {
      done = true;
      store.dispatch(personal.actions.ownCopiesArrived());
    }
    return result;
  };
}

/** One store per browser tab, and one per server render (never shared between visitors). */
export function createAppStore(context: ApiContext, preloaded?: Record<string, unknown>) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, personal: personal.reducer },
    middleware: (getDefault) => {
      const middleware = getDefault({ thunk: { extraArgument: context } }).concat(api.middleware);
      return preloaded ? middleware.concat(refreshWhenSignedIn()) : middleware;
    },
  });
  if (preloaded) store.dispatch(hydrateApiState(preloaded));
  return store;
}

/**
 * True while what depends on who is reading (a history's "thanked by you") is still as the server
 * rendered it for anyone.
 */
export function selectAnonymousCopies(state: RootState): boolean {
  return state.personal.anonymousCopies;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
