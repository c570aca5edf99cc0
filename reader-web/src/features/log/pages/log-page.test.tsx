import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { logList, LOG_ENTRIES } from '../log-fixtures';
import { anonymousMe, createFakeApi, deferred } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const entries = () =>
  within(screen.getByRole('list', { name: 'Moderation actions, newest first' }));

describe('the moderation log (/log)', () => {
  it('says what it lists and tells each action as a sentence, with its reason', async () => {
    const api = createFakeApi({ 'GET /me': anonymousMe, 'GET /log/list/1': { body: logList() } });
    renderApp('/log', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation log' })).toBeVisible();
    expect(
      screen.getByText(/Every deletion, restoration, undo, comment removal and role change/),
    ).toHaveTextContent('newest first, with the reason they gave.');
    expect(api.callsTo('GET /log/list/1')[0].search).toBe('');

    const [roleChange, commentRemove, undo, restore, deletion] = entries().getAllByRole('listitem');
    expect(deletion).toHaveTextContent(
      '4 Mar 2026, 10:20 UTC Ed deleted question “Should public transport be free?” (Duplicate of another question)',
    );
    // The deleted page is not linked; the actor's profile is.
    expect(
      within(deletion)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/u/ed']);
    expect(restore).toHaveTextContent(
      'Ed restored question “Should public transport be free?” (Deleted by mistake)',
    );
    expect(
      within(restore).getByRole('link', { name: '“Should public transport be free?”' }),
    ).toHaveAttribute('href', '/c/convo1');
    // An undo's reason without the id of the revision it undid.
    expect(undo).toHaveTextContent(
      'Ed undid an edit to argument “Free buses cut traffic” (Vandalism)',
    );
    expect(undo).not.toHaveTextContent('rev9');
    expect(within(undo).getByRole('link', { name: '“Free buses cut traffic”' })).toHaveAttribute(
      'href',
      '/a/arg1',
    );
    expect(commentRemove).toHaveTextContent(
      "Mo removed a comment by bob from a question's comments (Insults)",
    );
    expect(within(commentRemove).getByRole('link', { name: 'bob' })).toHaveAttribute(
      'href',
      '/u/bob',
    );
    expect(
      within(commentRemove).getByRole('link', { name: "a question's comments" }),
    ).toHaveAttribute('href', '/c/convo1');
    expect(roleChange).toHaveTextContent(
      '5 Mar 2026, 09:30 UTC Root changed the role of alice from user to editor (Trusted editor)',
    );
    expect(within(roleChange).getByRole('link', { name: 'Root' })).toHaveAttribute(
      'href',
      '/u/root',
    );
    expect(within(roleChange).getByRole('link', { name: 'alice' })).toHaveAttribute(
      'href',
      '/u/alice',
    );
    expect(within(roleChange).getByText('5 Mar 2026, 09:30 UTC')).toHaveAttribute(
      'datetime',
      '2026-03-05T09:30:00.000Z',
    );
    await waitFor(() => expect(document.title).toBe('Moderation log | Opinion Encyclopedia'));
  });

  it('gives an entry without a reason no parentheses', async () => {
    const bare = [
      {
        ...LOG_ENTRIES[2],
        Reason: 'Undid the edit to “Free buses: cut traffic” by Ada on 4 Mar 2026, 11:58 UTC',
      },
      { ...LOG_ENTRIES[4], LogID: 'log0', Reason: '' },
    ];
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /log/list/1': { body: logList({ Entries: bare }) },
    });
    renderApp('/log', api);
    await screen.findByRole('list', { name: 'Moderation actions, newest first' });
    const [undo, deletion] = entries().getAllByRole('listitem');
    expect(undo).toHaveTextContent(/undid an edit to argument “Free buses cut traffic”$/);
    expect(deletion).toHaveTextContent(/deleted question “Should public transport be free\?”$/);
  });

  it("gives a restore the reverter's words, not the revision it names", async () => {
    const restore = LOG_ENTRIES.find((entry) => entry.Action === 'restore')!;
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /log/list/1': {
        body: logList({
          Entries: [
            {
              ...restore,
              Reason:
                'Reverted to “Fares: a tax?” as Ada left it on 3 Mar 2026, 09:05 UTC: Deleted by mistake',
            },
            {
              ...restore,
              LogID: 'older',
              Reason: 'Reverted to revision rev3 by Ada: Deleted by mistake',
            },
          ],
        }),
      },
    });
    renderApp('/log', api);
    await screen.findByRole('list', { name: 'Moderation actions, newest first' });
    const [entry, older] = entries().getAllByRole('listitem');
    for (const shown of [entry, older]) {
      expect(shown).toHaveTextContent(/\(Deleted by mistake\)$/);
      expect(shown).not.toHaveTextContent(/rev3|Ada|09:05|Fares/);
    }
  });

  it('filters by action through links that change ?action=', async () => {
    const deletions = logList({ Entries: [LOG_ENTRIES[4]] });
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /log/list/1': (call) => ({
        body: call.search === '?action=delete' ? deletions : logList(),
      }),
    });
    const { user, router } = renderApp('/log', api);
    const filter = within(await screen.findByRole('navigation', { name: 'Show actions' }));
    expect(filter.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      [
        ['All actions', '/log'],
        ['Deletions', '/log?action=delete'],
        ['Restorations', '/log?action=restore'],
        ['Undos', '/log?action=undo'],
        ['Comment removals', '/log?action=commentRemove'],
        ['Role changes', '/log?action=roleChange'],
      ],
    );
    expect(filter.getByRole('link', { name: 'All actions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(filter.getByRole('link', { name: 'Deletions' }));
    await waitFor(() => expect(entries().getAllByRole('listitem')).toHaveLength(1));
    expect(router.state.location.search).toBe('?action=delete');
    expect(api.callsTo('GET /log/list/1').at(-1)?.search).toBe('?action=delete');
    expect(filter.getByRole('link', { name: 'Deletions' })).toHaveAttribute('aria-current', 'page');
    expect(filter.getByRole('link', { name: 'All actions' })).not.toHaveAttribute('aria-current');
    await waitFor(() =>
      expect(document.title).toBe('Moderation log: Deletions | Opinion Encyclopedia'),
    );
  });

  it('says when nothing was logged, for all actions or the filter', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /log/list/1': { body: logList({ Entries: [] }) },
    });
    const { unmount } = renderApp('/log', api);
    expect(await screen.findByText('No moderation actions logged yet.')).toBeVisible();
    expect(screen.queryByRole('list', { name: /Moderation actions/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
    unmount();
    renderApp('/log?action=roleChange', api);
    expect(await screen.findByText('No role changes logged yet.')).toBeVisible();
  });

  it("shows the API's error when the log cannot be read", async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /log/list/1': { status: 503, body: { error: 'The database is not answering.' } },
    });
    renderApp('/log', api);
    expect(
      await screen.findByRole('heading', { name: 'The moderation log could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByText('The database is not answering.')).toBeVisible();
  });

  it('answers Page Not Found for an unknown action or page, without asking the API', async () => {
    for (const url of ['/log?action=reportDismiss', '/log?page=0', '/log?page=x']) {
      const api = createFakeApi({ 'GET /me': anonymousMe });
      const { unmount } = renderApp(url, api);
      expect(await screen.findByRole('heading', { name: 'No such log page' })).toBeVisible();
      expect(api.callsTo('GET /log/list/1')).toHaveLength(0);
      unmount();
    }
  });

  it('loads the next page under the first with Load more (a link to ?page=2 without script)', async () => {
    const second = deferred({
      body: logList({ Entries: [{ ...LOG_ENTRIES[4], LogID: 'old1', TargetName: 'Older' }] }),
    });
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /log/list/1': { body: logList({ HasMore: true }) },
      'GET /log/list/2': second.route,
    });
    const { user, router } = renderApp('/log?action=delete', api);
    const more = await screen.findByRole('link', { name: 'Load more' });
    expect(more).toHaveAttribute('href', '/log?action=delete&page=2');
    await user.click(more);
    expect(await screen.findByRole('link', { name: 'Loading...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    second.release();
    await waitFor(() => expect(entries().getAllByRole('listitem')).toHaveLength(6));
    expect(entries().getAllByRole('listitem')[5]).toHaveTextContent('Ed deleted question “Older”');
    expect(api.callsTo('GET /log/list/2')[0].search).toBe('?action=delete');
    // The page stays where it was; the last page has no Load more.
    expect(router.state.location.search).toBe('?action=delete');
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows why Load more failed, and keeps what it shows', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /log/list/1': { body: logList({ HasMore: true }) },
      'GET /log/list/2': { status: 500, body: { error: 'Something broke.' } },
    });
    const { user } = renderApp('/log', api);
    await user.click(await screen.findByRole('link', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke.');
    expect(entries().getAllByRole('listitem')).toHaveLength(5);
  });

  it('starts at ?page=, with a link back to the newest entries', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /log/list/3': { body: logList({ HasMore: true }) },
    });
    renderApp('/log?page=3&action=undo', api);
    expect(await screen.findByText(/Older entries, from page 3/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Show the newest' })).toHaveAttribute(
      'href',
      '/log?action=undo',
    );
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute(
      'href',
      '/log?action=undo&page=4',
    );
    await waitFor(() =>
      expect(document.title).toBe('Moderation log: Undos (page 3) | Opinion Encyclopedia'),
    );
  });
});
