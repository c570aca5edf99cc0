import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { anonymousMe, createFakeApi, type FakeRoute, memberMe } from '../../../test/fake-api';
import { renderWithStore } from '../../../test/render-app';
import type { WatchState } from '../api/watch-api';
import { WatchButton } from './watch-button';

const target = { TargetType: 'convo', TargetID: 'c1' } as const;

/** A server that keeps one reader's watch of c1 and answers like the real one. */
function watchServer(initial: WatchState) {
  let state = initial;
  const others = initial.Watchers - (initial.Level && initial.Level !== 'muted' ? 1 : 0);
  const answer = (next: WatchState): FakeRoute => {
    state = next;
    return { body: state };
  };
  return createFakeApi({
    'GET /me': memberMe('Ada'),
    'GET /watch': () => ({ body: state }),
    'PUT /watch': (call) => {
      const { Level, Expiry } = (
        call.body as { body: { Level: WatchState['Level']; Expiry?: string | null } }
      ).body;
      const ExpiresAt =
        Expiry === undefined ? state.ExpiresAt : Expiry ? '2026-12-08T10:00:00.000Z' : null;
      return answer({ Level, ExpiresAt, Watchers: others + (Level === 'muted' ? 0 : 1) });
    },
    'DELETE /watch': () => answer({ Level: null, ExpiresAt: null, Watchers: others }),
  });
}

describe('WatchButton', () => {
  it('asks an anonymous reader to log in, and asks the server nothing', async () => {
    const api = createFakeApi({ 'GET /me': anonymousMe });
    renderWithStore(<WatchButton target={target} noun="question" />, api);
    const link = await screen.findByRole('link', { name: 'Log in to watch this question' });
    expect(link).toHaveAttribute('href', '/login');
    expect(api.callsTo('GET /watch')).toHaveLength(0);
  });

  it('shows Watch and the count, then watches, tracks for a week and stops, from a menu', async () => {
    const api = watchServer({ Level: null, ExpiresAt: null, Watchers: 2 });
    const { user } = renderWithStore(<WatchButton target={target} noun="question" />, api);
    const button = await screen.findByRole('button', { name: 'Watch this question' });
    expect(await screen.findByText('2 watchers')).toBeInTheDocument();
    expect(api.callsTo('GET /watch')[0].search).toBe('?TargetType=convo&TargetID=c1');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Watch this question' });
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual([
      'Watchingevery change and reply',
      'Trackingreplies and mentions only',
      'Mutednothing at all',
      'For good',
      'For a week',
      'For a month',
      'For a year',
    ]);
    expect(within(menu).queryByRole('menuitem', { name: 'Stop watching' })).toBeNull();

    await user.click(within(menu).getByRole('menuitemradio', { name: /^Tracking/ }));
    expect(await screen.findByText('3 watchers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tracking this question' })).toBeInTheDocument();
    expect(api.callsTo('PUT /watch')[0].body).toEqual({
      body: { TargetType: 'convo', TargetID: 'c1', Level: 'tracking' },
    });
    expect(within(menu).getByRole('menuitemradio', { name: /^Tracking/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(menu).getByRole('menuitemradio', { name: 'For good' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await user.click(within(menu).getByRole('menuitemradio', { name: 'For a week' }));
    expect(await screen.findByText(/yours until 8 Dec 2026/)).toBeInTheDocument();
    expect(api.callsTo('PUT /watch')[1].body).toEqual({
      body: { TargetType: 'convo', TargetID: 'c1', Level: 'tracking', Expiry: 'week' },
    });
    expect(within(menu).getByRole('menuitemradio', { name: 'For a week' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await user.click(within(menu).getByRole('menuitem', { name: 'Stop watching' }));
    expect(await screen.findByRole('button', { name: 'Watch this question' })).toHaveFocus();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByText('2 watchers')).toBeInTheDocument();
    expect(api.callsTo('DELETE /watch')[0].search).toBe('?TargetType=convo&TargetID=c1');
  });

  it('works from the keyboard: arrows move, Escape closes and returns focus', async () => {
    const api = watchServer({ Level: 'muted', ExpiresAt: null, Watchers: 1 });
    const { user } = renderWithStore(<WatchButton target={target} noun="question" />, api);
    const button = await screen.findByRole('button', { name: 'Muted this question' });
    expect(screen.getByText('1 watcher')).toBeInTheDocument();
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu');
    // The checked level has the focus first.
    expect(within(menu).getByRole('menuitemradio', { name: /^Muted/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitemradio', { name: 'For good' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(menu).getByRole('menuitem', { name: 'Stop watching' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitemradio', { name: /^Watching/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('PUT /watch')).toHaveLength(1));
    expect(await screen.findByText('2 watchers')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Watching this question' })).toHaveFocus();
  });

  it('names a user by username', async () => {
    const api = watchServer({ Level: null, ExpiresAt: null, Watchers: 0 });
    renderWithStore(
      <WatchButton target={{ TargetType: 'user', Username: 'bob' }} noun="user" />,
      api,
    );
    expect(await screen.findByText('0 watchers')).toBeInTheDocument();
    expect(api.callsTo('GET /watch')[0].search).toBe('?TargetType=user&Username=bob');
  });
});
