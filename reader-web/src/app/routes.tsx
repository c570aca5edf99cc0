import type { RouteObject } from 'react-router-dom';
import { argLoader } from '../features/arg/arg-loader';
import { meLoader } from '../features/auth/me-loader';
import { convoLoader, encyclopediaLoader } from '../features/convo/convo-loaders';
import { personLoader, proponentsLoader } from '../features/person/person-loaders';
import { posLoader } from '../features/pos/pos-loader';
import { userLoader } from '../features/profile/profile-loaders';
import { historyLoader } from '../features/revision/history-loader';
import { searchLoader } from '../features/search/search-loader';
import { loaderMeta, NOT_FOUND_META } from '../features/seo/page-meta';
import { tagLoader } from '../features/tag/tag-loader';
import { ArgPage } from '../features/arg/pages/arg-page';
import { ConvoPage } from '../features/convo/pages/convo-page';
import { ErrorPage } from '../features/errors/pages/error-page';
import { HomePage } from '../features/convo/pages/home-page';
import { NotFoundPage } from '../features/errors/pages/not-found-page';
import { PosPage } from '../features/pos/pages/pos-page';
import { TagPage } from '../features/tag/pages/tag-page';
import { AppLayout } from './app-layout';
import { PageError, PageFrame } from './page-frame';
import type { StoreSource } from '../shared/routing/store-source';

// Pages other than the read pages (questions, positions, arguments, lists, tags) load their code
// when first reached: an anonymous reader's first load carries only what a read page needs.
// start-client.tsx loads the lazy page of a server-rendered URL before hydrating. Each lazy route
// names its module in handle.module (its key in Vite's manifest), so a server render links the
// page's CSS and code in its head (route-assets.ts; route-assets.test.ts checks the names).

/**
 * The route tree, bound to a store so loaders can preload RTK Query data: the browser's one store,
 * or on the server 'render' (built once; each render passes its own store as the request context).
 * Pages that need data add a loader calling preloadQuery.
 */
export function createRoutes(store: StoreSource): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <AppLayout />,
      errorElement: <ErrorPage />,
      hydrateFallbackElement: <p className="loading">Loading...</p>,
      loader: meLoader(store),
      children: [
        {
          id: 'page',
          element: <PageFrame />,
          errorElement: <PageError />,
          children: [
            {
              index: true,
              element: <HomePage />,
              loader: encyclopediaLoader(store),
              handle: loaderMeta,
            },
            {
              path: 'encyclopedia',
              element: <HomePage />,
              loader: encyclopediaLoader(store),
              handle: loaderMeta,
            },
            // Read pages and their edit pages: the same page, with edit tools on /edit/.
            ...(['', 'edit/'] as const).flatMap((prefix) => [
              {
                path: `${prefix}c/:id`,
                element: <ConvoPage />,
                loader: convoLoader(store),
                handle: loaderMeta,
              },
              {
                path: `${prefix}p/:id`,
                element: <PosPage />,
                loader: posLoader(store),
                handle: loaderMeta,
              },
              {
                path: `${prefix}a/:id`,
                element: <ArgPage />,
                loader: argLoader(store),
                handle: loaderMeta,
              },
            ]),
            // A tag's page and its edit page (name and description in the Edit field modal).
            ...['tags/:id', 'edit/tags/:id'].map((path) => ({
              path,
              element: <TagPage />,
              loader: tagLoader(store),
              handle: loaderMeta,
            })),
            // People: /person/{alias} (or an id), their edit page, and the Proponents page A to Z.
            ...['person/:id', 'edit/person/:id'].map((path) => ({
              path,
              lazy: () =>
                import('../features/person/pages/person-page').then((m) => ({
                  Component: m.PersonPage,
                })),
              loader: personLoader(store),
              handle: { ...loaderMeta, module: 'src/features/person/pages/person-page.tsx' },
            })),
            {
              path: 'proponents',
              lazy: () =>
                import('../features/person/pages/proponents-page').then((m) => ({
                  Component: m.ProponentsPage,
                })),
              loader: proponentsLoader(store),
              handle: { ...loaderMeta, module: 'src/features/person/pages/proponents-page.tsx' },
            },
            // Discussion: the requests about a question or argument (/reqs/c|a/{id}), the admin
            // requests (/reqs/admin), a request's page and its edit pages; articles; categories.
            // Their loaders come with their pages (lazy): the first load of other pages carries neither.
            ...['reqs/:level/:id', 'reqs/admin'].map((path) => ({
              path,
              lazy: () =>
                import('../features/req/pages/reqs-page').then((m) => ({
                  Component: m.ReqsPage,
                  loader: m.reqsLoader(store),
                })),
              handle: { ...loaderMeta, module: 'src/features/req/pages/reqs-page.tsx' },
            })),
            ...['req/:id', 'edit/req/:id', 'internal/admin/edit/req/:id'].map((path) => ({
              path,
              lazy: () =>
                import('../features/req/pages/req-page').then((m) => ({
                  Component: m.ReqPage,
                  loader: m.reqLoader(store),
                })),
              handle: { ...loaderMeta, module: 'src/features/req/pages/req-page.tsx' },
            })),
            ...['article/:id', 'edit/article/:id'].map((path) => ({
              path,
              lazy: () =>
                import('../features/article/pages/article-page').then((m) => ({
                  Component: m.ArticlePage,
                  loader: m.articleLoader(store),
                })),
              handle: { ...loaderMeta, module: 'src/features/article/pages/article-page.tsx' },
            })),
            {
              path: 'categories/:id',
              lazy: () =>
                import('../features/category/pages/category-page').then((m) => ({
                  Component: m.CategoryPage,
                  loader: m.categoryLoader(store),
                })),
              handle: { ...loaderMeta, module: 'src/features/category/pages/category-page.tsx' },
            },
            {
              path: 'edit/categories/:id',
              lazy: () =>
                import('../features/category/pages/category-edit-page').then((m) => ({
                  Component: m.CategoryEditPage,
                  loader: m.categoryEditLoader(store),
                })),
              handle: {
                ...loaderMeta,
                module: 'src/features/category/pages/category-edit-page.tsx',
              },
            },
            {
              path: 'history/:level/:id',
              lazy: () =>
                import('../features/revision/pages/history-page').then((m) => ({
                  Component: m.HistoryPage,
                })),
              loader: historyLoader(store),
              handle: { ...loaderMeta, module: 'src/features/revision/pages/history-page.tsx' },
            },
            // The public moderation log (?action=, ?page=); its loader comes with its page.
            {
              path: 'log',
              lazy: () =>
                import('../features/log/pages/log-page').then((m) => ({
                  Component: m.LogPage,
                  loader: m.logLoader(store),
                })),
              handle: { ...loaderMeta, module: 'src/features/log/pages/log-page.tsx' },
            },
            {
              path: 'app/convo/new',
              lazy: () =>
                import('../features/convo/pages/new-convo-page').then((m) => ({
                  Component: m.NewConvoPage,
                })),
              handle: {
                module: 'src/features/convo/pages/new-convo-page.tsx',
                meta: {
                  title: 'Start a new question map',
                  description: 'Start a new question: its title and a short, neutral description.',
                  noindex: true,
                },
              },
            },
            {
              path: 'search',
              lazy: () =>
                import('../features/search/pages/search-page').then((m) => ({
                  Component: m.SearchPage,
                })),
              loader: searchLoader(store),
              handle: { ...loaderMeta, module: 'src/features/search/pages/search-page.tsx' },
            },
            {
              path: 'suggest',
              lazy: () =>
                import('../features/req/pages/suggest-page').then((m) => ({
                  Component: m.SuggestPage,
                })),
              handle: {
                module: 'src/features/req/pages/suggest-page.tsx',
                meta: {
                  title: 'Suggest a question',
                  description: 'Suggest a question the encyclopedia should map.',
                },
              },
            },
            {
              path: 'yourtake',
              lazy: () =>
                import('../features/vote/pages/your-take-page').then((m) => ({
                  Component: m.YourTakePage,
                })),
              handle: {
                module: 'src/features/vote/pages/your-take-page.tsx',
                meta: {
                  title: 'Your take',
                  description: 'The opinions you have saved: your votes and answers.',
                  noindex: true,
                },
              },
            },
            {
              path: 'login',
              lazy: () =>
                import('../features/auth/pages/login-page').then((m) => ({
                  Component: m.LoginPage,
                })),
              handle: {
                module: 'src/features/auth/pages/login-page.tsx',
                meta: { title: 'Log in', description: 'Log in to vote, comment and edit.' },
              },
            },
            {
              path: 'signup',
              lazy: () =>
                import('../features/auth/pages/signup-page').then((m) => ({
                  Component: m.SignupPage,
                })),
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
              lazy: () =>
                import('../features/auth/pages/logout-page').then((m) => ({
                  Component: m.LogoutPage,
                })),
              handle: {
                module: 'src/features/auth/pages/logout-page.tsx',
                meta: { title: 'Log out', noindex: true },
              },
            },
            {
              path: 'app/settings',
              lazy: () =>
                import('../features/profile/pages/settings-page').then((m) => ({
                  Component: m.SettingsPage,
                })),
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
              lazy: () =>
                import('../features/profile/pages/user-page').then((m) => ({
                  Component: m.UserPage,
                })),
              loader: userLoader(store),
              handle: { ...loaderMeta, module: 'src/features/profile/pages/user-page.tsx' },
            },
            {
              path: 'styleguide',
              lazy: () =>
                import('../features/styleguide/pages/styleguide-page').then((m) => ({
                  Component: m.StyleguidePage,
                })),
              handle: {
                module: 'src/features/styleguide/pages/styleguide-page.tsx',
                meta: {
                  title: 'Styleguide',
                  description: 'The components of the site on one page, with sample data.',
                  noindex: true,
                },
              },
            },
            {
              path: 'cookies',
              lazy: () =>
                import('../features/cookies/pages/cookies-page').then((m) => ({
                  Component: m.CookiesPage,
                })),
              handle: {
                module: 'src/features/cookies/pages/cookies-page.tsx',
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
