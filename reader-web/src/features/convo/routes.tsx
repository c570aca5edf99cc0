import type { RouteObject } from 'react-router-dom';
import type { StoreSource } from '../../shared/routing/store-source';
import { loaderMeta } from '../seo/page-meta';
import { convoLoader, encyclopediaLoader } from './convo-loaders';
import { ConvoPage } from './pages/convo-page';
import { HomePage } from './pages/home-page';

/** The encyclopedia's questions (/, /encyclopedia), a question's page and a new question's. */
export function convoRoutes(store: StoreSource): RouteObject[] {
  return [
    { index: true, element: <HomePage />, loader: encyclopediaLoader(store), handle: loaderMeta },
    {
      path: 'encyclopedia',
      element: <HomePage />,
      loader: encyclopediaLoader(store),
      handle: loaderMeta,
    },
    // The read page, and the same page with edit tools on /edit/.
    ...['c/:id', 'edit/c/:id'].map((path) => ({
      path,
      element: <ConvoPage />,
      loader: convoLoader(store),
      handle: loaderMeta,
    })),
    {
      path: 'app/convo/new',
      lazy: () => import('./pages/new-convo-page').then((m) => ({ Component: m.NewConvoPage })),
      handle: {
        module: 'src/features/convo/pages/new-convo-page.tsx',
        meta: {
          title: 'Start a new question map',
          description: 'Start a new question: its title and a short, neutral description.',
          noindex: true,
        },
      },
    },
  ];
}
