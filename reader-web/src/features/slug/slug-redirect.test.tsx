import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { anonymousMe, createFakeApi } from '../../test/fake-api';
import { convoPage } from '../../test/map-fixtures';
import { renderApp } from '../../test/render-app';

/** The question's page data, read by any of its addresses: its Link names its current slug. */
function slugged() {
  return createFakeApi({
    'GET /me': anonymousMe,
    'GET /convo/get': { body: convoPage({ Link: '/c/free-transport' }) },
  });
}

describe('pages read by slug (their loaders)', () => {
  it('moves from an old slug to the current one, keeping the query', async () => {
    const api = slugged();
    const { router } = renderApp('/c/free-buses?from=share', api);
    await screen.findByRole('heading', { level: 1, name: 'Should public transport be free?' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/c/free-transport'));
    expect(router.state.location.search).toBe('?from=share');
    expect(api.callsTo('GET /convo/get').map((c) => c.search)).toEqual([
      '?convoID=free-buses',
      '?convoID=free-transport',
    ]);
  });

  it('keeps an edit page an edit page', async () => {
    const { router } = renderApp('/edit/c/free-buses', slugged());
    await screen.findByRole('heading', { level: 1, name: 'Should public transport be free?' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit/c/free-transport'));
  });

  it('stays on the current slug and on the id', async () => {
    for (const path of ['/c/free-transport', '/c/convo1']) {
      const { router, unmount } = renderApp(path, slugged());
      await screen.findByRole('heading', { level: 1, name: 'Should public transport be free?' });
      expect(router.state.location.pathname).toBe(path);
      unmount();
    }
  });

  it("moves an article's old slug to its current one", async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /article/get': {
        body: {
          Article: {
            ArticleID: 'art1',
            Title: 'A glossary of the map',
            Body: 'Words and what they mean here.',
            Link: '/article/glossary',
            Created: '2026-11-20T10:00:00.000Z',
            Updated: '2026-11-21T10:00:00.000Z',
          },
        },
      },
    });
    const { router } = renderApp('/article/old-glossary', api);
    await screen.findByRole('heading', { level: 1, name: 'A glossary of the map' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/article/glossary'));
  });
});
