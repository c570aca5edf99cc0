import type { LoaderFunctionArgs } from 'react-router-dom';
import type { AppStore } from '../store/store';

/** What a server render passes as its request context: the store of that one render. */
export interface RenderContext {
  store: AppStore;
}

/**
 * Where route loaders find the store they preload into: the browser's one store, or `'render'`,
 * the store of the server render they run in (from its request context). The server builds its
 * routes once with `'render'` and every render brings its own store.
 */
export type StoreSource = AppStore | 'render';

export function storeOf(source: StoreSource, args: LoaderFunctionArgs): AppStore {
  if (source !== 'render') return source;
  const store = (args.context as Partial<RenderContext> | undefined)?.store;
  if (!store) throw new Error('A server render must pass its store as the request context.');
  return store;
}
