import type { RouteObject } from 'react-router-dom';
import type { StoreSource } from '../../shared/routing/store-source';
import { loaderMeta } from '../seo/page-meta';

/** /data: the open data dump; its loader comes with its page. The files are the backend's (/data/{name}). */
export function openDataRoutes(store: StoreSource): RouteObject[] {
  return [
    {
      path: 'data',
      lazy: () =>
        import('./pages/open-data-page').then((m) => ({
          Component: m.OpenDataPage,
          loader: m.openDataLoader(store),
        })),
      handle: { ...loaderMeta, module: 'src/features/open-data/pages/open-data-page.tsx' },
    },
  ];
}
