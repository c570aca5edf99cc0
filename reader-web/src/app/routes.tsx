import type { RouteObject } from 'react-router-dom';
import type { StoreSource } from '../shared/routing/store-source';
// The layout first, then the features in the order they are combined: the entry chunk keeps its
// modules in the order they are imported, and this order compresses best (about 0.4 kB less of
// the read page's first load than alphabetical order).
import { AppLayout } from './app-layout';
import { PageError, PageFrame } from './page-frame';
import { meLoader } from '../features/auth/me-loader';
import { ErrorPage } from '../features/errors/pages/error-page';
import { convoRoutes } from '../features/convo/routes';
import { posRoutes } from '../features/pos/routes';
import { argRoutes } from '../features/arg/routes';
import { tagRoutes } from '../features/tag/routes';
import { personRoutes } from '../features/person/routes';
import { reqRoutes } from '../features/req/routes';
import { articleRoutes } from '../features/article/routes';
import { categoryRoutes } from '../features/category/routes';
import { revisionRoutes } from '../features/revision/routes';
import { logRoutes } from '../features/log/routes';
import { searchRoutes } from '../features/search/routes';
import { voteRoutes } from '../features/vote/routes';
import { authRoutes } from '../features/auth/routes';
import { profileRoutes } from '../features/profile/routes';
import { styleguideRoutes } from '../features/styleguide/routes';
import { cookiesRoutes } from '../features/cookies/routes';
import { openDataRoutes } from '../features/open-data/routes';
import { followingSettingsRoutes } from '../features/following-settings/routes';
import { watchRoutes } from '../features/watch/routes';
import { notificationRoutes } from '../features/notification/routes';
import { errorRoutes } from '../features/errors/routes';

/**
 * What each feature exports (features/<domain>/routes.tsx): its pages' routes, their loaders bound
 * to the store. A function, so that each route tree has route objects of its own (inlining a lazy
 * route writes into its object: lazy-routes.ts).
 *
 * Pages other than the read pages (questions, positions, arguments, lists, tags) load their code
 * when first reached: an anonymous reader's first load carries only what a read page needs.
 * start-client.tsx loads the lazy page of a server-rendered URL before hydrating. Each lazy route
 * names its module in handle.module (its key in Vite's manifest), so a server render links the
 * page's CSS and code in its head (route-assets.ts; route-assets.test.ts checks the names).
 */
type FeatureRoutes = (store: StoreSource) => RouteObject[];

/** React Router ranks routes by their paths: their order matters only for identical paths. */
const FEATURE_ROUTES: readonly FeatureRoutes[] = [
  convoRoutes,
  posRoutes,
  argRoutes,
  tagRoutes,
  personRoutes,
  reqRoutes,
  articleRoutes,
  categoryRoutes,
  revisionRoutes,
  logRoutes,
  searchRoutes,
  voteRoutes,
  authRoutes,
  profileRoutes,
  styleguideRoutes,
  cookiesRoutes,
  openDataRoutes,
  followingSettingsRoutes,
  watchRoutes,
  notificationRoutes,
  errorRoutes,
];

/**
 * The route tree, bound to a store so loaders can preload RTK Query data: the browser's one store,
 * or on the server 'render' (built once; each render passes its own store as the request context).
 * The layout and the error wrappers around the pages every feature routes.
 */
export function createRoutes(store: StoreSource): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <AppLayout />,
      errorElement: <ErrorPage />,
      hydrateFallbackElement: <p className="loading">Loading...</p>,
      loader: meLoader(store),
      children: [
        {
          id: 'page',
          element: <PageFrame />,
          errorElement: <PageError />,
          children: FEATURE_ROUTES.flatMap((routes) => routes(store)),
        },
      ],
    },
  ];
}
