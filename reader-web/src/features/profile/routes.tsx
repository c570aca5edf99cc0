import type { RouteObject } from 'react-router-dom';
import type { StoreSource } from '../../shared/routing/store-source';
import { loaderMeta } from '../seo/page-meta';
import { userLoader } from './profile-loaders';

/** Your own settings (/app/settings) and a member's public profile (/u/{username}). */
export function profileRoutes(store: StoreSource): RouteObject[] {
  return [
    {
      path: 'app/settings',
      lazy: () => import('./pages/settings-page').then((m) => ({ Component: m.SettingsPage })),
      handle: {
        module: 'src/features/profile/pages/settings-page.tsx',
        meta: {
          title: 'Settings',
          description: 'Your profile: image, full name, bio, location, link, expertise.',
          noindex: true,
        },
      },
    },
    {
      path: 'u/:username',
      lazy: () => import('./pages/user-page').then((m) => ({ Component: m.UserPage })),
      loader: userLoader(store),
      handle: { ...loaderMeta, module: 'src/features/profile/pages/user-page.tsx' },
    },
  ];
}
