import type { RouteObject } from 'react-router-dom';
import type { StoreSource } from '../../shared/routing/store-source';
import { loaderMeta } from '../seo/page-meta';
import { convoLoader, encyclopediaLoader } from './convo-loaders';
import { ConvoPage } from './pages/convo-page';

/** The encyclopedia's questions (/, /encyclopedia), a question's page and a new question's. */
export function convoRoutes(store: StoreSource): RouteObject[] {
  // The front door comes with its page (lazy): a read page, where most visits land, loads none of it.
  const home = {
    lazy: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })),
    loader: encyclopediaLoader(store),
    handle: { ...loaderMeta, module: 'src/features/convo/pages/home-page.tsx' },
  };
  return [
    { index: true, ...home },
    { path: 'encyclopedia', ...home },
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
