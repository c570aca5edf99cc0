import type { RouteObject } from 'react-router-dom';

/** The signed-in reader's watchlist (/app/watchlist): personal, so nothing is preloaded. */
export function watchRoutes(): RouteObject[] {
  return [
    {
      path: 'app/watchlist',
      lazy: () => import('./pages/watchlist-page').then((m) => ({ Component: m.WatchlistPage })),
      handle: {
        module: 'src/features/watch/pages/watchlist-page.tsx',
        meta: {
          title: 'Watchlist',
          description: 'What you follow, and recent changes to it.',
          noindex: true,
        },
      },
    },
  ];
}
