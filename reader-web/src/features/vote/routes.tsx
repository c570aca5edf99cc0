import type { RouteObject } from 'react-router-dom';

/** /yourtake: the opinions a signed-in reader saved. */
export function voteRoutes(): RouteObject[] {
  return [
    {
      path: 'yourtake',
      lazy: () => import('./pages/your-take-page').then((m) => ({ Component: m.YourTakePage })),
      handle: {
        module: 'src/features/vote/pages/your-take-page.tsx',
        meta: {
          title: 'Your take',
          description: 'The opinions you have saved: your votes and answers.',
          noindex: true,
        },
      },
    },
  ];
}
