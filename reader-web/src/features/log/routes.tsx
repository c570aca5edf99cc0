import type { RouteObject } from 'react-router-dom';
import type { StoreSource } from '../../shared/routing/store-source';
import { loaderMeta } from '../seo/page-meta';

/** The public moderation log (?action=, ?page=); its loader comes with its page. */
export function logRoutes(store: StoreSource): RouteObject[] {
  return [
    {
      path: 'log',
      lazy: () =>
        import('./pages/log-page').then((m) => ({
          Component: m.LogPage,
          loader: m.logLoader(store),
        })),
      handle: { ...loaderMeta, module: 'src/features/log/pages/log-page.tsx' },
    },
  ];
}
