import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { anonymousMe, createFakeApi, type FakeRoute, memberMe } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import type { WatchChange, WatchlistItem } from '../api/watch-api';

function item(n: number, over: Partial<WatchlistItem> = {}): WatchlistItem {
  return {
    TargetType: 'convo',
    TargetID: `c${n}`,
    Name: `Question ${n}`,
    Path: `/c/c${n}`,
    Level: 'watching',
    ExpiresAt: null,
    ...over,
  };
}

function change(n: number): WatchChange {
  return {
    ID: String(n),
    Reason: 'edit',
    ActorName: 'bob',
    SubjectType: 'convo',
    SubjectID: 'c1',
    SubjectName: `Question ${n}`,
    Link: `/history/c/c1?rev=${n}`,
    CreatedAt: '2026-12-01T09:30:00.000Z',
  };
}

function watchlistApi(items: WatchlistItem[], changes: WatchChange[]) {
  let list = items;
  const page = (search: string) => {
    const q = new URLSearchParams(search);
    const offset = Number(q.get('Offset'));
    return list.slice(offset, offset + Number(q.get('Limit')));
  };
  const changesRoute: FakeRoute = (call) => {
    const before = new URLSearchParams(call.search).get('Before');
    const older = changes.filter((c) => !before || Number(c.ID) < Number(before));
    const shown = older.slice(0, 20);
    return { body: { Changes: shown, Next: older.length > 20 ? shown[19].ID : null } };
  };
  return createFakeApi({
    'GET /me': memberMe('Ada'),
    'GET /watchlist': (call) => ({ body: { Watches: page(call.search), Total: list.length } }),
    'GET /watchlist/changes': changesRoute,
    'PUT /watch': (call) => {
      const { TargetID, Level } = (call.body as { body: { TargetID: string; Level: 'muted' } })
        .body;
      list = list.map((w) => (w.TargetID === TargetID ? { ...w, Level } : w));
      return { body: { Level, ExpiresAt: null, Watchers: 1 } };
    },
    'DELETE /watch': (call) => {
      const id = new URLSearchParams(call.search).get('TargetID');
      list = list.filter((w) => w.TargetID !== id);
      return { body: { Level: null, ExpiresAt: null, Watchers: 0 } };
    },
  });
}

describe('/app/watchlist', () => {
  it('asks an anonymous reader to log in', async () => {
    renderApp('/app/watchlist', createFakeApi({ 'GET /me': anonymousMe }));
    expect(await screen.findByText(/to see what you follow/)).toBeInTheDocument();
  });

  it('lists what the reader follows with its level and end, a page at a time', async () => {
    const items = Array.from({ length: 25 }, (_, i) =>
      item(
        i + 1,
        i === 1
          ? {
              TargetType: 'user',
              Name: 'bob',
              Path: '/u/bob',
              ExpiresAt: '2026-12-08T10:00:00.000Z',
              Level: 'tracking',
            }
          : {},
      ),
    );
    const { user } = renderApp('/app/watchlist', watchlistApi(items, []));
    const table = await screen.findByRole('table', { name: 'What you follow' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    expect(within(rows[0]).getByRole('link', { name: 'Question 1' })).toHaveAttribute(
      'href',
      '/c/c1',
    );
    expect(rows[0]).toHaveTextContent('For good');
    expect(within(rows[1]).getByRole('link', { name: 'bob' })).toHaveAttribute('href', '/u/bob');
    expect(rows[1]).toHaveTextContent('User');
    expect(rows[1]).toHaveTextContent('8 Dec 2026');
    expect(within(rows[1]).getByRole('combobox', { name: 'Level for bob' })).toHaveValue(
      'tracking',
    );
    expect(screen.getByText('1–20 of 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('21–25 of 25')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Question 25' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('changes a level and stops following', async () => {
    const api = watchlistApi([item(1), item(2)], []);
    const { user } = renderApp('/app/watchlist', api);
    const level = await screen.findByRole('combobox', { name: 'Level for Question 1' });
    await user.selectOptions(level, 'muted');
    await waitFor(() => expect(api.callsTo('PUT /watch')).toHaveLength(1));
    expect(api.callsTo('PUT /watch')[0].body).toEqual({
      body: { TargetType: 'convo', TargetID: 'c1', Level: 'muted' },
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Level for Question 1' })).toHaveValue('muted'),
    );

    await user.click(screen.getByRole('button', { name: 'Stop following Question 2' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Question 2' })).toBeNull());
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
  });

  it('shows recent changes linking to each, and pages to older ones', async () => {
    const changes = Array.from({ length: 25 }, (_, i) => change(100 - i));
    const { user } = renderApp('/app/watchlist', watchlistApi([item(1)], changes));
    const region = await screen.findByRole('region', { name: 'Recent changes' });
    const first = await within(region).findByRole('link', { name: 'Edited Question 100' });
    expect(first).toHaveAttribute('href', '/history/c/c1?rev=100');
    expect(within(region).getAllByRole('listitem')).toHaveLength(20);
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent(
      'by bob, 1 Dec 2026, 09:30 UTC',
    );
    await user.click(within(region).getByRole('button', { name: 'Older' }));
    expect(
      await within(region).findByRole('link', { name: 'Edited Question 80' }),
    ).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem')).toHaveLength(5);
    expect(within(region).getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(within(region).getByRole('button', { name: 'Newer' }));
    expect(
      await within(region).findByRole('link', { name: 'Edited Question 100' }),
    ).toBeInTheDocument();
  });

  it('says so when nothing is followed', async () => {
    renderApp('/app/watchlist', watchlistApi([], []));
    expect(await screen.findByText(/You follow nothing yet/)).toBeInTheDocument();
    expect(screen.getByText('Nothing has changed in what you follow yet.')).toBeInTheDocument();
  });
});
