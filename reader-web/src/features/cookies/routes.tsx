import type { RouteObject } from 'react-router-dom';

/** /cookies: the cookie statement. */
export function cookiesRoutes(): RouteObject[] {
  return [
    {
      path: 'cookies',
      lazy: () => import('./pages/cookies-page').then((m) => ({ Component: m.CookiesPage })),
      handle: {
        module: 'src/features/cookies/pages/cookies-page.tsx',
        meta: {
          title: 'Cookie statement',
          description: 'Which cookies this site uses, and the choices you have.',
        },
      },
    },
  ];
}
