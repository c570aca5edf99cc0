import type { RouteObject } from 'react-router-dom';
import type { StoreSource } from '../../shared/routing/store-source';
import { loaderMeta } from '../seo/page-meta';

/** An article and its edit page; the loader comes with the page (lazy). */
export function articleRoutes(store: StoreSource): RouteObject[] {
  return ['article/:id', 'edit/article/:id'].map((path) => ({
    path,
    lazy: () =>
      import('./pages/article-page').then((m) => ({
        Component: m.ArticlePage,
        loader: m.articleLoader(store),
      })),
    handle: { ...loaderMeta, module: 'src/features/article/pages/article-page.tsx' },
  }));
}
