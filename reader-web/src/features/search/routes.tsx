import type { RouteObject } from 'react-router-dom';
import type { StoreSource } from '../../shared/routing/store-source';
import { loaderMeta } from '../seo/page-meta';
import { searchLoader } from './search-loader';

/** Every search result, ten a page: /search?q=&page=. */
export function searchRoutes(store: StoreSource): RouteObject[] {
  return [
    {
      path: 'search',
      lazy: () => import('./pages/search-page').then((m) => ({ Component: m.SearchPage })),
      loader: searchLoader(store),
      handle: { ...loaderMeta, module: 'src/features/search/pages/search-page.tsx' },
    },
  ];
}
