import { configureStore, createListenerMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api, hydrateApiState } from './api';
import { isServerContext, type ApiContext } from './api-context';

const serverStores = new WeakSet<object>();

/**
 * Answers the server renders as anyone sees them though they depend on who asks (a history's
 * "thanked by you"): refetched once the browser learns that the visitor is signed in.
 */
export const VISITOR_DEPENDENT_TAGS = ['History'] as const;

/** A query answer saying who the visitor is ({User: {...}}), and that they are signed in. */
function showsSignedInVisitor(action: UnknownAction): boolean {
  if (action.type !== `${api.reducerPath}/executeQuery/fulfilled`) return false;
  const user = (action as { payload?: { User?: { uid?: unknown } | null } }).payload?.User;
  return typeof user?.uid === 'string';
}

/** One store per browser tab, and one per server render (never shared between visitors). */
export function createAppStore(context: ApiContext, preloaded?: Record<string, unknown>) {
  const personal = createListenerMiddleware();
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: context } }).concat(api.middleware, personal.middleware),
  });
  if (preloaded) {
    store.dispatch(hydrateApiState(preloaded));
    personal.startListening({
      predicate: showsSignedInVisitor,
      effect: (_action, listener) => {
        listener.unsubscribe();
        listener.dispatch(api.util.invalidateTags([...VISITOR_DEPENDENT_TAGS]));
      },
    });
  }
  if (isServerContext(context)) serverStores.add(store);
  return store;
}

/** True for a server render's store: it renders the page as anyone sees it, nothing personal. */
export function rendersOnServer(store: object): boolean {
  return serverStores.has(store);
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
