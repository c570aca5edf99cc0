import type { RouteObject } from 'react-router-dom';

/** Logging in, signing up, resetting a forgotten password and logging out. */
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
      path: 'app/resetpassword',
      lazy: () =>
        import('./pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
      handle: {
        module: 'src/features/auth/pages/reset-password-page.tsx',
        meta: { title: 'Reset your password', noindex: true },
      },
    },
    {
      path: 'welcome',
      lazy: () => import('./pages/welcome-page').then((m) => ({ Component: m.WelcomePage })),
      handle: {
        module: 'src/features/auth/pages/welcome-page.tsx',
        meta: { title: 'Welcome', noindex: true },
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
