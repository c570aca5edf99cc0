import type { RouteObject } from 'react-router-dom';
import type { StoreSource } from '../../shared/routing/store-source';
import { loaderMeta } from '../seo/page-meta';

/** A category's page and its edit page; their loaders come with the pages (lazy). */
export function categoryRoutes(store: StoreSource): RouteObject[] {
  return [
    {
      path: 'categories/:id',
      lazy: () =>
        import('./pages/category-page').then((m) => ({
          Component: m.CategoryPage,
          loader: m.categoryLoader(store),
        })),
      handle: { ...loaderMeta, module: 'src/features/category/pages/category-page.tsx' },
    },
    {
      path: 'edit/categories/:id',
      lazy: () =>
        import('./pages/category-edit-page').then((m) => ({
          Component: m.CategoryEditPage,
          loader: m.categoryEditLoader(store),
        })),
      handle: { ...loaderMeta, module: 'src/features/category/pages/category-edit-page.tsx' },
    },
  ];
}
