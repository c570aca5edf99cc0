import type { RouteObject } from 'react-router-dom';

/** Logging in, signing up and logging out. */
export function authRoutes(): RouteObject[] {
  return [
    {
      path: 'login',
      lazy: () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage })),
      handle: {
        module: 'src/features/auth/pages/login-page.tsx',
        meta: { title: 'Log in', description: 'Log in to vote, comment and edit.' },
      },
    },
    {
      path: 'signup',
      lazy: () => import('./pages/signup-page').then((m) => ({ Component: m.SignupPage })),
      handle: {
        module: 'src/features/auth/pages/signup-page.tsx',
        meta: {
          title: 'Sign up',
          description: 'Create an account to save your votes, comment and edit.',
        },
      },
    },
    {
      path: 'logout',
      lazy: () => import('./pages/logout-page').then((m) => ({ Component: m.LogoutPage })),
      handle: {
        module: 'src/features/auth/pages/logout-page.tsx',
        meta: { title: 'Log out', noindex: true },
      },
    },
  ];
}
