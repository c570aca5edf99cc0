import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { ApiContext } from './api-context';
import { readAppState } from './hydration';
import { createRoutes } from './routes';
import { createAppStore } from './store';

/** Boots the app in the browser: hydrates the server render, or renders from scratch without one. */
export function startClient(
  doc: Document,
  context: ApiContext,
  options: Pick<RootOptions, 'onRecoverableError'> = {},
): Root {
  const state = readAppState(doc);
  const store = createAppStore(context, state?.store);
  const router = createBrowserRouter(createRoutes(store), { hydrationData: state?.router });
  const container = doc.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  const app = (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
  // Without server state (the Vite dev server) there is nothing to hydrate.
  if (state) return hydrateRoot(container, app, options);
  const root = createRoot(container, options);
  root.render(app);
  return root;
}
