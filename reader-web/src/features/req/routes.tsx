import type { RouteObject } from 'react-router-dom';
import type { StoreSource } from '../../shared/routing/store-source';
import { loaderMeta } from '../seo/page-meta';

/**
 * Discussion: the requests about a question or argument (/reqs/c|a/{id}), the admin requests
 * (/reqs/admin), a request's page and its edit pages; and /suggest, where a reader suggests a
 * question. Their loaders come with their pages (lazy): the first load of other pages carries
 * neither.
 */
export function reqRoutes(store: StoreSource): RouteObject[] {
  return [
    ...['reqs/:level/:id', 'reqs/admin'].map((path) => ({
      path,
      lazy: () =>
        import('./pages/reqs-page').then((m) => ({
          Component: m.ReqsPage,
          loader: m.reqsLoader(store),
        })),
      handle: { ...loaderMeta, module: 'src/features/req/pages/reqs-page.tsx' },
    })),
    ...['req/:id', 'edit/req/:id', 'internal/admin/edit/req/:id'].map((path) => ({
      path,
      lazy: () =>
        import('./pages/req-page').then((m) => ({
          Component: m.ReqPage,
          loader: m.reqLoader(store),
        })),
      handle: { ...loaderMeta, module: 'src/features/req/pages/req-page.tsx' },
    })),
    {
      path: 'suggest',
      lazy: () => import('./pages/suggest-page').then((m) => ({ Component: m.SuggestPage })),
      handle: {
        module: 'src/features/req/pages/suggest-page.tsx',
        meta: {
          title: 'Suggest a question',
          description: 'Suggest a question the encyclopedia should map.',
        },
      },
    },
  ];
}
