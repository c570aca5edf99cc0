import type { RouteObject } from 'react-router-dom';
import type { StoreSource } from '../../shared/routing/store-source';
import { loaderMeta } from '../seo/page-meta';
import { userLoader } from './profile-loaders';

/**
 * Your own settings (/app/settings) and its parts asked for after sign-up (/app/interests,
 * /app/expertise), and a member's public profile (/u/{username}).
 */
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
      path: 'app/interests',
      lazy: () => import('./pages/interests-page').then((m) => ({ Component: m.InterestsPage })),
      handle: {
        module: 'src/features/profile/pages/interests-page.tsx',
        meta: { title: 'Your interests', noindex: true },
      },
    },
    {
      path: 'app/expertise',
      lazy: () => import('./pages/expertise-page').then((m) => ({ Component: m.ExpertisePage })),
      handle: {
        module: 'src/features/profile/pages/expertise-page.tsx',
        meta: { title: 'Your expertise', noindex: true },
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
