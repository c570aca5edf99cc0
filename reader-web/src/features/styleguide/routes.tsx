import type { RouteObject } from 'react-router-dom';

/** /styleguide: the site's components on one page. */
export function styleguideRoutes(): RouteObject[] {
  return [
    {
      path: 'styleguide',
      lazy: () => import('./pages/styleguide-page').then((m) => ({ Component: m.StyleguidePage })),
      handle: {
        module: 'src/features/styleguide/pages/styleguide-page.tsx',
        meta: {
          title: 'Styleguide',
          description: 'The components of the site on one page, with sample data.',
          noindex: true,
        },
      },
    },
  ];
}
