import type { RouteObject } from 'react-router-dom';
import { authApi } from '../features/auth/api/auth-api';
import { NOT_FOUND_META, type MetaHandle } from '../features/seo/page-meta';
import { CookiesPage } from '../pages/cookies-page';
import { ErrorPage } from '../pages/error-page';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';
import { LogoutPage } from '../pages/logout-page';
import { NotFoundPage } from '../pages/not-found-page';
import { SignupPage } from '../pages/signup-page';
import { AppLayout } from './app-layout';
import { PageError, PageFrame } from './page-frame';
import { preloadQuery } from './preload';
import type { AppStore } from './store';

const homeHandle: MetaHandle = { meta: { canonicalPath: '/' } };

/**
 * The route tree, bound to a store so loaders can preload RTK Query data: one store per server
 * render, one in the browser. Pages that need data add a loader calling preloadQuery.
 */
export function createRoutes(store: AppStore): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <AppLayout />,
      errorElement: <ErrorPage />,
      hydrateFallbackElement: <p className="loading">Loading...</p>,
      loader: async () => {
        await preloadQuery(store, authApi.endpoints.getHome.initiate());
        return null;
      },
      children: [
        {
          id: 'page',
          element: <PageFrame />,
          errorElement: <PageError />,
          children: [
            { index: true, element: <HomePage />, handle: homeHandle },
            { path: 'encyclopedia', element: <HomePage />, handle: homeHandle },
            {
              path: 'login',
              element: <LoginPage />,
              handle: {
                meta: { title: 'Log in', description: 'Log in to vote, comment and edit.' },
              },
            },
            {
              path: 'signup',
              element: <SignupPage />,
              handle: {
                meta: {
                  title: 'Sign up',
                  description: 'Create an account to save your votes, comment and edit.',
                },
              },
            },
            {
              path: 'logout',
              element: <LogoutPage />,
              handle: { meta: { title: 'Log out', noindex: true } },
            },
            {
              path: 'cookies',
              element: <CookiesPage />,
              handle: {
                meta: {
                  title: 'Cookie statement',
                  description: 'Which cookies this site uses, and the choices you have.',
                },
              },
            },
            {
              path: '*',
              element: <NotFoundPage />,
              handle: { meta: NOT_FOUND_META },
              // Thrown so the server answers with status 404.
              loader: () => {
                throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
              },
            },
          ],
        },
      ],
    },
  ];
}
