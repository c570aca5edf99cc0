import type { RouteObject } from 'react-router-dom';
import type { StoreSource } from '../../shared/routing/store-source';
import { loaderMeta } from '../seo/page-meta';
import { personLoader, proponentsLoader } from './person-loaders';

/** People: /person/{alias} (or an id), their edit page, and the Proponents page A to Z. */
export function personRoutes(store: StoreSource): RouteObject[] {
  return [
    ...['person/:id', 'edit/person/:id'].map((path) => ({
      path,
      lazy: () => import('./pages/person-page').then((m) => ({ Component: m.PersonPage })),
      loader: personLoader(store),
      handle: { ...loaderMeta, module: 'src/features/person/pages/person-page.tsx' },
    })),
    {
      path: 'proponents',
      lazy: () => import('./pages/proponents-page').then((m) => ({ Component: m.ProponentsPage })),
      loader: proponentsLoader(store),
      handle: { ...loaderMeta, module: 'src/features/person/pages/proponents-page.tsx' },
    },
  ];
}
