import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  anonymousMe,
  createFakeApi,
  memberMe,
  type FakeApi,
  type FakeRoute,
} from '../../../test/fake-api';
import { renderWithStore } from '../../../test/render-app';
import { SearchBox } from './search-box';

const results = {
  body: {
    Results: [
      { ArtifactType: 'convo', ArtifactID: 'c1', Title: 'Should taxes rise?', Link: '/c/c1' },
      { ArtifactType: 'arg', ArtifactID: 'a1', Title: 'Taxes fund schools', Link: '/a/a1' },
    ],
  },
};

function searchApi(home: FakeRoute = anonymousMe, answer: FakeRoute = results): FakeApi {
  return createFakeApi({ 'GET /me': home, 'GET /search': answer });
}

function input() {
  return screen.getByRole('searchbox', { name: 'Search' });
}

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}

async function advance(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

describe('search box', () => {
  beforeEach(() => {
    // Real microtasks and ticks: fetch's bodies are streams that need them.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('waits 200 ms after the last keystroke, shows Searching ... meanwhile, then the results', async () => {
    const api = searchApi();
    renderWithStore(<SearchBox />, api);
    act(() => input().focus());

    type('ta');
    expect(screen.getByRole('status')).toHaveTextContent('Searching ...');
    await advance(150);
    type('tax');
    await advance(199);
    expect(api.callsTo('GET /search')).toHaveLength(0);
    expect(screen.getByText('Searching ...')).toBeVisible();

    await advance(1);
    expect(api.callsTo('GET /search')).toHaveLength(1);
    expect(api.callsTo('GET /search')[0].search).toBe('?q=tax');
    const list = await screen.findByRole('list', { name: 'Search results' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Should taxes rise? Question',
      'Taxes fund schools Argument',
    ]);
    expect(links[0]).toHaveAttribute('href', '/c/c1');
    expect(screen.queryByText('Searching ...')).not.toBeInTheDocument();
  });

  it('needs 2 characters after trimming', async () => {
    const api = searchApi();
    renderWithStore(<SearchBox />, api);
    act(() => input().focus());

    type('  t   ');
    await advance(1000);
    expect(api.callsTo('GET /search')).toHaveLength(0);
    expect(screen.queryByText('Searching ...')).not.toBeInTheDocument();

    type('  tx ');
    await advance(200);
    expect(api.callsTo('GET /search')).toHaveLength(1);
    expect(api.callsTo('GET /search')[0].search).toBe('?q=tx');
  });

  it('answers a repeated query from its cache for 60 seconds, then asks again', async () => {
    const api = searchApi();
    renderWithStore(<SearchBox />, api);
    act(() => input().focus());

    type('tax');
    await advance(200);
    await screen.findByRole('list', { name: 'Search results' });
    type('taxes');
    await advance(200);
    await waitFor(() => expect(api.callsTo('GET /search')).toHaveLength(2));

    type('tax');
    await advance(200);
    expect(await screen.findByRole('link', { name: /Should taxes rise/ })).toBeInTheDocument();
    expect(api.callsTo('GET /search')).toHaveLength(2);

    await advance(60_000);
    type('taxes');
    await advance(200);
    await waitFor(() => expect(api.callsTo('GET /search')).toHaveLength(3));
    expect(api.callsTo('GET /search')[2].search).toBe('?q=taxes');
  });

  it('shows No results with a sign up or log in prompt to anonymous visitors', async () => {
    renderWithStore(<SearchBox />, searchApi(anonymousMe, { body: { Results: [] } }));
    act(() => input().focus());
    type('zzz');
    await advance(200);
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
  });

  it('offers members to suggest a new question when nothing matches', async () => {
    renderWithStore(<SearchBox />, searchApi(memberMe('Ada'), { body: { Results: [] } }));
    act(() => input().focus());
    type('zzz');
    await advance(200);
    expect(await screen.findByRole('link', { name: 'Suggest a new question' })).toHaveAttribute(
      'href',
      '/suggest',
    );
  });

  it('closes 100 ms after losing focus', async () => {
    renderWithStore(
      <>
        <SearchBox />
        <button type="button">elsewhere</button>
      </>,
      searchApi(),
    );
    act(() => input().focus());
    type('tax');
    await advance(200);
    const list = await screen.findByRole('list', { name: 'Search results' });

    act(() => screen.getByRole('button', { name: 'elsewhere' }).focus());
    await advance(99);
    expect(list).toBeVisible();
    await advance(1);
    expect(list).not.toBeVisible();

    act(() => input().focus());
    expect(screen.getByRole('list', { name: 'Search results' })).toBeVisible();
  });

  it('moves through the results with the arrow keys and closes on Escape', async () => {
    renderWithStore(<SearchBox />, searchApi());
    act(() => input().focus());
    type('tax');
    await advance(200);
    const links = within(await screen.findByRole('list', { name: 'Search results' })).getAllByRole(
      'link',
    );

    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(links[0]).toHaveFocus();
    fireEvent.keyDown(links[0], { key: 'ArrowDown' });
    expect(links[1]).toHaveFocus();
    fireEvent.keyDown(links[1], { key: 'ArrowUp' });
    expect(links[0]).toHaveFocus();
    fireEvent.keyDown(links[0], { key: 'ArrowUp' });
    expect(input()).toHaveFocus();

    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.getByRole('list', { name: 'Search results', hidden: true })).not.toBeVisible();
    expect(input()).toHaveFocus();
  });
});
