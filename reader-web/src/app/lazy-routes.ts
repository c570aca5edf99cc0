import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * The route modules a page that was server-rendered needs, loaded and written into their routes
 * before hydration: a route still `lazy` would first render the hydrate fallback, not the server's
 * markup. Other lazy routes load when a navigation first reaches them.
 */
export async function inlineMatchedLazyRoutes(
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      const loaded = await lazy();
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
}
