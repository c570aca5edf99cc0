import type { RouteObject } from 'react-router-dom';

/** The reader's notifications (/app/notifications): personal, never cached nor indexed. */
export function notificationRoutes(): RouteObject[] {
  return [
    {
      path: 'app/notifications',
      lazy: () =>
        import('./pages/notifications-page').then((m) => ({ Component: m.NotificationsPage })),
      handle: {
        module: 'src/features/notification/pages/notifications-page.tsx',
        meta: { title: 'Notifications', noindex: true },
      },
    },
  ];
}
