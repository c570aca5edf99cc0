import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createRoutes } from '../app/routes';
import { createAppStore } from '../shared/store/store';
import { NavigateProvider } from '../shared/components/list-link';
import { MeProvider } from '../features/auth/hooks/use-me';
import type { FakeApi } from './fake-api';

export const TEST_API_BASE = 'http://localhost/api';

function mount(
  routes: (store: ReturnType<typeof createAppStore>) => RouteObject[],
  url: string,
  api: FakeApi,
) {
  const store = createAppStore({ baseUrl: TEST_API_BASE, fetchFn: api.fetchFn });
  const router = createMemoryRouter(routes(store), { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router, user };
}

/** The whole app at `url`, with the real routes; only the API is faked. */
export function renderApp(url: string, api: FakeApi) {
  return mount(createRoutes, url, api);
}

/** One component inside the app's store and a router (for links). */
export function renderWithStore(ui: ReactElement, api: FakeApi) {
  return renderWithStoreAt(ui, '/', api);
}

/**
 * One component inside the app's store, at a given address (for components that read it), under
 * the providers AppLayout gives every page.
 */
export function renderWithStoreAt(ui: ReactElement, url: string, api: FakeApi) {
  const element = (
    <NavigateProvider>
      <MeProvider>{ui}</MeProvider>
    </NavigateProvider>
  );
  return mount(() => [{ path: '*', element }], url, api);
}
