import type { RouteObject } from 'react-router-dom';
import { NOT_FOUND_META } from '../seo/page-meta';
import { NotFoundPage } from './pages/not-found-page';

/** Any other address: Page Not Found. */
export function errorRoutes(): RouteObject[] {
  return [
    {
      path: '*',
      element: <NotFoundPage />,
      handle: { meta: NOT_FOUND_META },
      // Thrown so the server answers with status 404.
      loader: () => {
        throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
      },
    },
  ];
}
