import type { RouteObject } from 'react-router-dom';
import type { StoreSource } from '../../shared/routing/store-source';
import { loaderMeta } from '../seo/page-meta';
import { PosPage } from './pages/pos-page';
import { posLoader } from './pos-loader';

/** A position's page, and the same page with edit tools on /edit/. */
export function posRoutes(store: StoreSource): RouteObject[] {
  return ['p/:id', 'edit/p/:id'].map((path) => ({
    path,
    element: <PosPage />,
    loader: posLoader(store),
    handle: loaderMeta,
  }));
}
