import type { LoaderFunctionArgs } from 'react-router-dom';
import { preloadQuery } from '../../shared/routing/preload';
import type { StoreSource } from '../../shared/routing/store-source';
import { authApi } from './api/auth-api';

/**
 * The root route's loader. Who the visitor is stays out of the server render (the routes built
 * with 'render'), so its HTML is the same for everyone; the browser asks for it (a hydrated page
 * never runs this loader: its header asks on mount).
 */
export function meLoader(source: StoreSource) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    if (source !== 'render') {
      await preloadQuery(source, authApi.endpoints.getMe.initiate(new URL(request.url).pathname));
    }
    return null;
  };
}
