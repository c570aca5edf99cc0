/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, type ServerApi } from './entry-server';
import { canDo, createFakeApi, memberMe } from './test/fake-api';
import { inProcessCalls, serverApiOf } from './test/fake-server-api';
import { convoPage } from './test/map-fixtures';

const template = readFileSync(path.join(__dirname, '../index.html'), 'utf8');

const HOSTILE_TITLE = 'Is </script><b> a title?';

function fakeApi() {
  return createFakeApi({
    // Present only to prove the render never asks who the visitor is.
    'GET /home': memberMe('Ada', canDo({}, ['users'])),
    'GET /article/guide': { body: { Guide: null } },
    'GET /convo/list': {
      body: {
        Convos: [
          {
            ConvoID: 'c1',
            Title: HOSTILE_TITLE,
            Description: 'A question.',
            Link: '/c/c1',
            Created: '2026-01-01T00:00:00.000Z',
            Positions: 2,
            Arguments: 3,
            Voters: 4,
          },
        ],
        Total: 1,
        Categories: [],
      },
    },
  });
}

function appState(html: string) {
  const match = /<script id="app-state" type="application\/json">(.*?)<\/script>/s.exec(html);
  expect(match).not.toBeNull();
  return { json: match![1], state: JSON.parse(match![1]) };
}

describe('server render', () => {
  it('refuses to render when a loader needs an endpoint the in-process API does not serve', async () => {
    const api = createFakeApi({
      'GET /convo/list': { body: { Convos: [], Total: 0, Categories: [] } },
    });
    // No GET /convo/get: the question page's loader cannot get its data in process.
    await expect(
      render({ url: '/c/convo1', serverApi: serverApiOf(api) }, template),
    ).rejects.toThrow('serverApi does not serve GET /api/convo/get');
    expect(api.calls).toEqual([]);
  });

  it('does not take an inherited property of the in-process API for an endpoint', async () => {
    const serverApi: ServerApi = Object.create({
      '/convo/get': async () => ({ status: 200, body: convoPage() }),
    });
    await expect(render({ url: '/c/convo1', serverApi }, template)).rejects.toThrow(
      'serverApi does not serve GET /api/convo/get',
    );
  });

  it('answers 404 with the Page Not Found screen for an unknown path', async () => {
    const result = await render({ url: '/no/such/page?x=1', serverApi: {} }, template);

    expect(result.status).toBe(404);
    expect(result.redirect).toBeUndefined();
    expect(result.html).toContain('<h1 id="not-found-title">Page Not Found</h1>');
    expect(result.html).toContain('<title>Page Not Found | Opinion Encyclopedia</title>');
    expect(result.html).toContain('<meta name="robots" content="noindex" />');
    expect(result.html).not.toContain('rel="canonical"');
  });

  it('writes the title and sharing tags of /login into the head', async () => {
    const result = await render(
      { url: '/login', serverApi: {}, origin: 'https://opinions.example' },
      template,
    );

    expect(result.status).toBe(200);
    expect(result.complete).toBe(true);
    const head = result.html.slice(0, result.html.indexOf('</head>'));
    expect(head).toContain('<title>Log in | Opinion Encyclopedia</title>');
    expect(head).toContain(
      '<meta name="description" content="Log in to vote, comment and edit." />',
    );
    expect(head).toContain('<link rel="canonical" href="https://opinions.example/login" />');
    expect(head).toContain('<meta property="og:title" content="Log in" />');
    expect(head).toContain('<meta property="og:url" content="https://opinions.example/login" />');
    expect(head).toContain('<meta property="og:type" content="website" />');
    expect(head).toContain('<meta property="og:site_name" content="Opinion Encyclopedia" />');
    expect(head).toContain('<meta name="twitter:card" content="summary" />');
    expect(head).not.toContain('<!--app-head-->');
    expect(result.html).toMatch(
      /<div id="root"><div class="app">.*<h1 id="login-title">Log in<\/h1>/s,
    );
  });

  it('renders the page everyone gets: the account links are left to the browser', async () => {
    const api = fakeApi();
    const result = await render({ url: '/', serverApi: serverApiOf(api) }, template);

    expect(result.status).toBe(200);
    expect(result.complete).toBe(true);
    expect(api.callsTo('GET /home')).toEqual([]);
    expect(api.callsTo('GET /me')).toEqual([]);
    expect(inProcessCalls(api).map((call) => call.path + call.search)).toEqual([
      '/convo/list?page=1&perPage=20',
      '/convo/list?page=1&perPage=5&sort=popular',
      '/article/guide',
    ]);
    // The header keeps the account links' space empty until the browser has GET /api/me.
    expect(result.html).toContain(
      '<nav aria-label="Account" aria-busy="true" class="account-links account-links--pending"></nav>',
    );
    expect(result.html).not.toContain('Ada');
    expect(result.html).toContain('Building an encyclopedia of the world&#x27;s opinions');
    expect(appState(result.html).state.store.api.queries).not.toHaveProperty('getHome(undefined)');
    expect(Object.keys(appState(result.html).state.store.api.queries)).not.toContainEqual(
      expect.stringMatching(/^getMe/),
    );
  });

  it('serializes the state into a JSON script that no value can break out of', async () => {
    const result = await render({ url: '/', serverApi: serverApiOf(fakeApi()) }, template);

    const { json, state } = appState(result.html);
    expect(json).not.toContain('<');
    const list = Object.values(state.store.api.queries as Record<string, { data?: unknown }>)[0];
    expect(list.data).toMatchObject({ Convos: [{ Title: HOSTILE_TITLE }] });
    expect(state.router.loaderData.root).toBeNull();
    // The state script sits outside the React root, so hydration never sees it.
    expect(result.html.indexOf('id="app-state"')).toBeGreaterThan(result.html.indexOf('</div>\n'));
  });

  it('still renders, not to be cached, when a query answers with an error', async () => {
    const api = createFakeApi({
      'GET /article/guide': { body: { Guide: null } },
      'GET /convo/list': {
        status: 503,
        body: { error: 'The database is unavailable right now; try again in a moment.' },
      },
    });
    const result = await render({ url: '/encyclopedia', serverApi: serverApiOf(api) }, template);
    expect(result.status).toBe(200);
    // A page missing some of its data is not final: the server must not cache it.
    expect(result.complete).toBe(false);
    expect(result.html).toContain('The questions could not be loaded.');
  });
});
