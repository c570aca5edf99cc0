import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { render } from '../entry-server';
import {
  anonymousMe,
  canDo,
  createFakeApi,
  memberMe,
  memberMeByPath,
  type FakeApi,
} from '../test/fake-api';
import { argPage, convoPage } from '../test/map-fixtures';
import { inProcessCalls, serverApiOf } from '../test/fake-server-api';
import { TEST_API_BASE } from '../test/render-app';
import { startClient } from './start-client';

const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--></head>
<body><div id="root"><!--app-html--></div><!--app-state--></body></html>`;

/** Server-renders `url`, loads the HTML into this document, then boots the client on it. */
async function serverRenderThenHydrate(url: string, api: FakeApi) {
  const result = await render({ url, serverApi: serverApiOf(api) }, TEMPLATE);
  const page = new DOMParser().parseFromString(result.html, 'text/html');
  document.head.innerHTML = page.head.innerHTML;
  document.body.innerHTML = page.body.innerHTML;
  window.history.replaceState(null, '', url);

  const onRecoverableError = jest.fn();
  let root: Root | undefined;
  await act(async () => {
    root = await startClient(
      document,
      { baseUrl: TEST_API_BASE, fetchFn: api.fetchFn },
      { onRecoverableError },
    );
  });
  return { result, root: root!, onRecoverableError };
}

describe('hydration of the server render', () => {
  let consoleError: ReturnType<typeof jest.spyOn>;
  let root: Root | undefined;

  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    consoleError.mockRestore();
  });

  it('hydrates the page everyone gets, then shows the member who they are', async () => {
    const api = createFakeApi({
      'GET /me': memberMe('Ada', canDo({}, ['users'])),
      'POST /cookies/showbanner': { body: { ShowBanner: true, Version: 'v1' } },
    });
    const hydrated = await serverRenderThenHydrate('/login', api);
    root = hydrated.root;

    expect(hydrated.result.status).toBe(200);
    expect(hydrated.result.html).not.toContain('Ada');
    expect(hydrated.result.html).not.toContain('Log in</a>');
    expect(await screen.findByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/u/ada');
    // The banner is client-only: it appears after hydration, once the server says so.
    expect(await screen.findByRole('button', { name: 'Accept Cookies' })).toBeInTheDocument();
    expect(hydrated.onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // Only the browser asks who the visitor is, once.
    expect(api.callsTo('GET /me')).toHaveLength(1);
    expect(inProcessCalls(api)).toEqual([]);
  });

  it('hydrates the 404 screen and keeps navigating on the client', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'POST /cookies/showbanner': { body: { ShowBanner: false, Version: 'v1' } },
      'GET /convo/list': { body: { Convos: [], Total: 0, Categories: [] } },
    });
    const hydrated = await serverRenderThenHydrate('/missing/page', api);
    root = hydrated.root;

    expect(hydrated.result.status).toBe(404);
    const link = screen.getByRole('link', { name: 'Go to the encyclopedia' });
    expect(hydrated.onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();

    await act(async () => link.click());
    await waitFor(() => expect(window.location.pathname).toBe('/encyclopedia'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Opinion Encyclopedia' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Opinion Encyclopedia'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/',
    );
  });

  it('hydrates a question page from the server data, without fetching it again', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'POST /cookies/showbanner': { body: { ShowBanner: false, Version: 'v1' } },
      'GET /convo/get': { body: convoPage() },
    });
    const hydrated = await serverRenderThenHydrate('/c/convo1', api);
    root = hydrated.root;

    expect(hydrated.result.status).toBe(200);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Should public transport be free?' }),
    ).toBeInTheDocument();
    expect(hydrated.onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(api.callsTo('GET /convo/get')).toHaveLength(1);
  });

  it('hydrates the edit page of an argument for a member, with its edit tools', async () => {
    const api = createFakeApi({
      'GET /me': memberMeByPath('Ada'),
      'POST /cookies/showbanner': { body: { ShowBanner: false, Version: 'v1' } },
      'GET /arg/get': { body: argPage() },
      'GET /arg/getnextarg': {
        body: { CurrentArg: 1, NumArguments: 2, NextArg: '/a/arg2', NextPos: null },
      },
      'GET /quote/list': { body: { Quotes: [] } },
    });
    const hydrated = await serverRenderThenHydrate('/edit/a/arg1', api);
    root = hydrated.root;

    // The server renders the read page; the browser adds the tools once it knows the rights.
    expect(hydrated.result.html).not.toContain('Edit premises');
    expect(await screen.findByRole('button', { name: 'Edit premises' })).toBeInTheDocument();
    expect(hydrated.onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(api.callsTo('GET /arg/get')).toHaveLength(1);
    expect(inProcessCalls(api).map((call) => call.path)).toEqual([
      '/arg/get',
      '/arg/getnextarg',
      '/quote/list',
    ]);
  });
});
