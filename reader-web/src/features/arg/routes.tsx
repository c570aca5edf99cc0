import type { RouteObject } from 'react-router-dom';
import type { StoreSource } from '../../shared/routing/store-source';
import { loaderMeta } from '../seo/page-meta';
import { argLoader } from './arg-loader';
import { ArgPage } from './pages/arg-page';

/** An argument's page, and the same page with edit tools on /edit/. */
export function argRoutes(store: StoreSource): RouteObject[] {
  return ['a/:id', 'edit/a/:id'].map((path) => ({
    path,
    element: <ArgPage />,
    loader: argLoader(store),
    handle: loaderMeta,
  }));
}
