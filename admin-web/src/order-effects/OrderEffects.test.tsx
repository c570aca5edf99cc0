import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { type FakeRequest, installFakeFetch, json } from '../test/fakeFetch';
import { can, currentUser, meAnswer, rights, ROLE_CAN } from '../test/fixtures';
import { renderConsole } from '../test/renderConsole';
import { questionIdOf } from './types';

const row = (Rank: number, counts: number[]) => {
  const Ratings = counts.reduce((a, b) => a + b, 0);
  const MeanRating = Ratings
    ? Math.round((counts.reduce((sum, n, i) => sum + n * (i + 1), 0) / Ratings) * 100) / 100
    : null;
  const [Rating1, Rating2, Rating3, Rating4, Rating5] = counts;
  return {
    id: String(Rank),
    Rank,
    Ratings,
    MeanRating,
    Rating1,
    Rating2,
    Rating3,
    Rating4,
    Rating5,
  };
};

const SITE = [row(1, [10, 20, 5, 3, 2]), row(2, [4, 10, 10, 10, 6])];
const QUESTION = [row(1, [1, 1, 0, 0, 0])];

function server(requests: FakeRequest[]) {
  return (request: FakeRequest) => {
    requests.push(request);
    const { pathname, searchParams } = new URL(request.url, 'http://localhost');
    if (pathname === '/api/me') {
      const editor = ROLE_CAN.editor;
      return json(
        meAnswer(currentUser('editor'), can([...editor.Console, rights('order-effects')], [])),
      );
    }
    if (pathname === '/api/admin/data/order-effects') {
      const filter = JSON.parse(searchParams.get('filter') ?? '{}') as { question?: string };
      const Items = filter.question === 'q1abc' ? QUESTION : filter.question ? [] : SITE;
      return json({ Items, Total: Items.length });
    }
    return json({ Items: [], Total: 0, Entries: [], HasMore: false });
  };
}

describe('Order effects', () => {
  it('shows the mean agreement by rank shown with counts, site-wide, then for one question', async () => {
    const requests: FakeRequest[] = [];
    installFakeFetch(server(requests));
    const { user } = renderConsole('/admin/order-effects');
    expect(await screen.findByText('The whole site', { exact: false })).toBeInTheDocument();
    const first = (await screen.findByText('2.17')).closest('tr') as HTMLElement;
    expect(within(first).getByText('40')).toBeInTheDocument();
    expect(within(first).getByText('20')).toBeInTheDocument();
    expect(screen.getByText('3.10')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Mean rating/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    // An address pasted into the filter is read as its question's id.
    await user.type(
      screen.getByRole('textbox', { name: 'Question (id or address)' }),
      'https://example.org/c/q1abc',
    );
    expect(await screen.findByText('1.50')).toBeInTheDocument();
    expect(screen.getByText('Question q1abc', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('2.17')).not.toBeInTheDocument());
    const last = requests.filter((r) => r.url.startsWith('/api/admin/data/order-effects')).at(-1);
    expect(last?.url).toBe(
      `/api/admin/data/order-effects?page=1&perPage=50&sort=Rank&order=ASC&filter=${encodeURIComponent('{"question":"q1abc"}')}`,
    );
  });

  it('is not in the menu of whom the server does not list it for', async () => {
    installFakeFetch((request) => {
      const { pathname } = new URL(request.url, 'http://localhost');
      if (pathname === '/api/me') return json(meAnswer(currentUser('editor')));
      return json({ Items: [], Total: 0, Entries: [], HasMore: false });
    });
    renderConsole('/admin');
    expect(await screen.findByRole('menuitem', { name: /Categories/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Order effects/ })).not.toBeInTheDocument();
  });
});

describe('questionIdOf', () => {
  it('reads an id, a path or an address, and nothing else', () => {
    expect(questionIdOf(' q1abc ')).toBe('q1abc');
    expect(questionIdOf('/c/q1abc')).toBe('q1abc');
    expect(questionIdOf('https://example.org/c/q1abc?x=1')).toBe('q1abc');
    expect(questionIdOf('https://example.org/c/q1abc#voting')).toBe('q1abc');
    expect(questionIdOf('/a/arg1')).toBeUndefined();
    expect(questionIdOf('not an id')).toBeUndefined();
    expect(questionIdOf('')).toBeUndefined();
    expect(questionIdOf(undefined)).toBeUndefined();
  });
});
