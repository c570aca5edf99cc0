import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { ApiContext } from '../shared/api/api-context';
import { readAppState } from './hydration';
import { inlineMatchedLazyRoutes } from './lazy-routes';
import { createRoutes } from './routes';
import { createAppStore } from '../shared/store/store';

/**
 * Lets the browser run what waits (input, paint) between two parts of the start-up: each part is a
 * task of its own, and short tasks block the page less than one long one.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Boots the app in the browser: hydrates the server render, or renders from scratch without one. */
export async function startClient(
  doc: Document,
  context: ApiContext,
  options: Pick<RootOptions, 'onRecoverableError'> = {},
): Promise<Root> {
  // Tasks of their own after the scripts' evaluation: the store, the routes, the router, React.
  await yieldToBrowser();
  const state = readAppState(doc);
  const store = createAppStore(context, state?.store);
  await yieldToBrowser();
  const routes = createRoutes(store);
  if (state && doc.defaultView) await inlineMatchedLazyRoutes(routes, doc.defaultView.location);
  await yieldToBrowser();
  const router = createBrowserRouter(routes, { hydrationData: state?.router });
  await yieldToBrowser();
  const container = doc.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  const app = (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
  // Without server state (the Vite dev server) there is nothing to hydrate. Hydrating in a
  // transition lets React yield to the browser every few milliseconds instead of blocking the
  // main thread for the whole page (the page is already on screen, from the server).
  if (state) {
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, app, options);
    });
    return root!;
  }
  const root = createRoot(container, options);
  root.render(app);
  return root;
}
