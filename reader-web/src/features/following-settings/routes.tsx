import type { RouteObject } from 'react-router-dom';

/** The digests' unsubscribe page (the settings section sits in /app/settings). */
export function followingSettingsRoutes(): RouteObject[] {
  return [
    {
      path: 'unsubscribe',
      lazy: () =>
        import('./pages/unsubscribe-page').then((m) => ({ Component: m.UnsubscribePage })),
      handle: {
        module: 'src/features/following-settings/pages/unsubscribe-page.tsx',
        meta: { title: 'Stop e-mail digests', noindex: true },
      },
    },
  ];
}
