import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { SearchResultDto } from '../../../api/types';
import { anonymousMe, createFakeApi, memberMe, type FakeRoute } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

function result(n: number): SearchResultDto {
  return {
    ArtifactType: n % 2 ? 'arg' : 'pos',
    ArtifactID: `id${n}`,
    Title: `Wombat ${n}`,
    Link: `/a/id${n}`,
    Snippet: [],
    Question: null,
  };
}

/** 23 results for "wombat", in pages of 10 as the API sends them. */
const wombats: FakeRoute = (call) => {
  const params = new URLSearchParams(call.search);
  const page = Number(params.get('page') ?? '1');
  const all = Array.from({ length: 23 }, (_, i) => result(i + 1));
  return {
    body: { Results: all.slice((page - 1) * 10, page * 10), HasMore: page * 10 < all.length },
  };
};

function searchApi(search: FakeRoute = wombats, me: FakeRoute = anonymousMe) {
  return createFakeApi({ 'GET /me': me, 'GET /search': search });
}

function resultLinks(): string[] {
  return within(screen.getByRole('list', { name: 'Search results' }))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('search results page', () => {
  it('shows each result with the matched words of its snippet and the question it belongs to', async () => {
    const found: SearchResultDto = {
      ...result(1),
      Snippet: [
        { Text: 'A ', Match: false },
        { Text: 'wombat', Match: true },
        { Text: ' digs burrows.', Match: false },
      ],
      Question: { Title: 'Should wombats be pets?', Link: '/c/q1' },
    };
    renderApp('/search?q=wombat', searchApi({ body: { Results: [found], HasMore: false } }));
    const list = await screen.findByRole('list', { name: 'Search results' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('A wombat digs burrows.');
    expect(within(item).getByText('wombat', { selector: 'mark' })).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Should wombats be pets?' })).toHaveAttribute(
      'href',
      '/c/q1',
    );
  });

  it('shows a short query’s hint without asking the API', async () => {
    const api = searchApi();
    renderApp('/search?q=%20w%20', api);
    expect(await screen.findByText('Type at least 2 characters to search.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(api.callsTo('GET /search')).toHaveLength(0);
  });

  it('says what failed when the search cannot be answered', async () => {
    renderApp(
      '/search?q=wombat',
      searchApi({ status: 429, body: { error: 'Too many searches; wait a minute.' } }),
    );
    // The page's own query retries once after the loader's failure, then shows the error.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The search failed: Too many searches; wait a minute. Please try again in a moment.',
      ),
    );
  });

  it('says No results, inviting an anonymous reader to join', async () => {
    renderApp('/search?q=zzzz', searchApi({ body: { Results: [], HasMore: false } }));
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('No results')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('invites a member to suggest a question when nothing matches', async () => {
    renderApp(
      '/search?q=zzzz',
      searchApi({ body: { Results: [], HasMore: false } }, memberMe('Ada')),
    );
    expect(
      await within(await screen.findByRole('main')).findByRole('link', {
        name: 'Suggest a new question',
      }),
    ).toHaveAttribute('href', '/suggest');
  });

  it('lists every result page by page, out of search engines’ indexes', async () => {
    const api = searchApi();
    const { user } = renderApp('/search?q=wombat', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “wombat”' }),
    ).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Search results' });
    expect(resultLinks()).toEqual(Array.from({ length: 10 }, (_, i) => `Wombat ${i + 1}`));
    expect(screen.getByRole('link', { name: 'Wombat 1' })).toHaveAttribute('href', '/a/id1');
    expect(screen.getByRole('searchbox', { name: 'Search terms' })).toHaveValue('wombat');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex',
      ),
    );
    expect(document.title).toBe('Search: wombat | Opinion Encyclopedia');

    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).queryByRole('link', { name: 'Previous results' })).not.toBeInTheDocument();
    await user.click(within(pages).getByRole('link', { name: 'More results' }));
    await waitFor(() => expect(resultLinks()[0]).toBe('Wombat 11'));
    expect(api.callsTo('GET /search').map((call) => call.search)).toEqual([
      '?q=wombat',
      '?q=wombat&page=2',
    ]);
    await user.click(screen.getByRole('link', { name: 'More results' }));
    await waitFor(() => expect(resultLinks()).toEqual(['Wombat 21', 'Wombat 22', 'Wombat 23']));
    expect(screen.queryByRole('link', { name: 'More results' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Previous results' }));
    await waitFor(() => expect(resultLinks()[0]).toBe('Wombat 11'));
  });

  it('opens from the header’s search box with Enter, with what was typed', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /convo/list': { body: { Convos: [], Total: 0, Categories: [] } },
      'GET /search': wombats,
    });
    const { user, router } = renderApp('/', api);
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    await user.type(box, '  wombat {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=wombat');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “wombat”' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Wombat 10' })).toBeInTheDocument();
  });

  it('ignores Enter in the search box until there are 2 characters', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /convo/list': { body: { Convos: [], Total: 0, Categories: [] } },
    });
    const { user, router } = renderApp('/', api);
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'w{Enter}');
    expect(router.state.location.pathname).toBe('/');
  });
});
