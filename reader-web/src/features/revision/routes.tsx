import type { RouteObject } from 'react-router-dom';
import type { StoreSource } from '../../shared/routing/store-source';
import { loaderMeta } from '../seo/page-meta';
import { historyLoader } from './history-loader';

/** The history of anything with pages: /history/{level}/{id}. */
export function revisionRoutes(store: StoreSource): RouteObject[] {
  return [
    {
      path: 'history/:level/:id',
      lazy: () => import('./pages/history-page').then((m) => ({ Component: m.HistoryPage })),
      loader: historyLoader(store),
      handle: { ...loaderMeta, module: 'src/features/revision/pages/history-page.tsx' },
    },
  ];
}
