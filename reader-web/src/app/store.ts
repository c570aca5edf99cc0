import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api, hydrateApiState } from './api';
import { isServerContext, type ApiContext } from './api-context';

const serverStores = new WeakSet<object>();

/** One store per browser tab, and one per server render (never shared between visitors). */
export function createAppStore(context: ApiContext, preloaded?: Record<string, unknown>) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: context } }).concat(api.middleware),
  });
  if (preloaded) store.dispatch(hydrateApiState(preloaded));
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
