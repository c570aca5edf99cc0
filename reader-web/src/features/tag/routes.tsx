import type { RouteObject } from 'react-router-dom';
import type { StoreSource } from '../../shared/routing/store-source';
import { loaderMeta } from '../seo/page-meta';
import { TagPage } from './pages/tag-page';
import { tagLoader } from './tag-loader';

/** A tag's page and its edit page (name and description in the Edit field modal). */
export function tagRoutes(store: StoreSource): RouteObject[] {
  return ['tags/:id', 'edit/tags/:id'].map((path) => ({
    path,
    element: <TagPage />,
    loader: tagLoader(store),
    handle: loaderMeta,
  }));
}
