import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import {
  anonymousMe,
  canDo,
  createFakeApi,
  memberMe,
  type FakeRoute,
} from '../../../test/fake-api';
import { revision } from '../../../test/map-fixtures';
import { renderApp } from '../../../test/render-app';

const revisions = [
  revision({
    RevID: 'rev3',
    UserID: 'uid-ada',
    UsernameCased: 'Ada',
    UserDescription: 'A revision description that goes on and on for a while',
    LikeNum: 0,
  }),
  revision({ RevID: 'rev2', ActionName: 'ConvoFrobnicate', UserDescription: 'Odd one' }),
  revision({
    RevID: 'rev1',
    ActionName: 'ConvoCreate',
    ArgsJSON: '{}',
    UserDescription: 'Added content',
    Diff: [{ Field: 'Title', Old: null, New: 'Should transport be free?' }],
  }),
];

function historyApi(home: FakeRoute = anonymousMe) {
  return createFakeApi({
    'GET /me': home,
    'GET /convo/history': { body: { Revisions: revisions, HasMore: false, NextCursor: null } },
    'POST /likerev': { body: { LikedByMe: true, LikeNum: 3 } },
    'POST /convo/edit': { body: { RevID: 'rev4' } },
  });
}

async function entries() {
  const list = await screen.findByRole('list', { name: 'Revisions, newest first' });
  return within(list).getAllByRole('listitem');
}

describe('history page', () => {
  it('lists revisions newest first with date, author, action and the cut detail', async () => {
    const api = historyApi();
    renderApp('/history/c/convo1', api);

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'History of “Should public transport be free?”',
      }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /convo/history')[0].search).toBe('?convoID=convo1');
    const [newest, odd, created] = await entries();

    expect(newest).toHaveTextContent('21 Nov 2026, 14:05 UTC');
    expect(within(newest).getByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/u/ada');
    expect(newest).toHaveTextContent('Edited the title');
    const detail = within(newest).getByText(/^A revision description/);
    expect(detail.textContent).toBe('A revision description that goes on and…');
    expect([...detail.textContent!]).toHaveLength(40);
    expect(detail).toHaveAttribute('title', revisions[0].UserDescription);

    expect(odd).toHaveTextContent('Unknown action');
    expect(created).toHaveTextContent('Created the question');
    expect(within(created).getByText('Added content')).toBeInTheDocument();
  });

  it('loads older revisions with Load more, appending them, until there are no more', async () => {
    const older = [
      revision({ RevID: 'rev0b', UserDescription: 'Older edit' }),
      revision({ RevID: 'rev0a', ActionName: 'ConvoCreate', UserDescription: 'Oldest' }),
    ];
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /convo/history': ({ search }) => ({
        body: new URLSearchParams(search).has('cursor')
          ? { Revisions: older, HasMore: false, NextCursor: null }
          : { Revisions: revisions, HasMore: true, NextCursor: 'rev1' },
      }),
    });
    const { user } = renderApp('/history/c/convo1', api);
    expect(await entries()).toHaveLength(3);
    expect(screen.queryByText('Older edit')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await entries()).toHaveLength(5));
    expect(api.callsTo('GET /convo/history').map((call) => call.search)).toEqual([
      '?convoID=convo1',
      '?convoID=convo1&cursor=rev1',
    ]);
    const all = await entries();
    expect(all[0]).toHaveTextContent('Edited the title');
    expect(all[3]).toHaveTextContent('Older edit');
    expect(all[4]).toHaveTextContent('Oldest');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when the next page cannot be loaded, and keeps what is shown', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /convo/history': ({ search }) =>
        new URLSearchParams(search).has('cursor')
          ? { status: 400, body: { error: 'cursor must be the NextCursor of an earlier page.' } }
          : { body: { Revisions: revisions, HasMore: true, NextCursor: 'rev1' } },
    });
    const { user } = renderApp('/history/c/convo1', api);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'cursor must be the NextCursor of an earlier page.',
    );
    expect(await entries()).toHaveLength(3);
  });

  it('shows the diff collapsed, field by field', async () => {
    renderApp('/history/c/convo1', historyApi());
    const [newest] = await entries();
    const details = newest.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(within(newest).getByText('Show changes')).toBeInTheDocument();
    expect(details).toHaveTextContent(
      'titleShould transport be free? → changed to Should public transport be free?',
    );
    const [, , created] = await entries();
    expect(within(created).getByText('(empty)')).toBeInTheDocument();
  });

  it('shows a text edited in place with its removed words struck and its added words marked', async () => {
    const edited = revision({
      RevID: 'rev5',
      ArgsJSON: '{"FieldName":"Description"}',
      Diff: [
        {
          Field: 'Description',
          Old: 'Buses run every hour.',
          New: 'Buses run every ten minutes.',
          Changes: [
            { Text: 'Buses run every ' },
            { Text: 'hour', Change: 'removed' },
            { Text: 'ten minutes', Change: 'added' },
            { Text: '.' },
          ],
        },
      ],
    });
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /convo/history': { body: { Revisions: [edited], HasMore: false, NextCursor: null } },
    });
    renderApp('/history/c/convo1', api);
    const [entry] = await entries();
    const details = entry.querySelector('details')!;
    expect(details).toHaveTextContent('descriptionBuses run every hourten minutes.');
    expect(within(entry).getByRole('deletion')).toHaveTextContent(/^hour$/);
    expect(within(entry).getByRole('insertion')).toHaveTextContent(/^ten minutes$/);
  });

  it('lets members thank others, but not themselves', async () => {
    const api = historyApi(memberMe('Ada'));
    const { user } = renderApp('/history/c/convo1', api);
    await within(await screen.findByRole('navigation', { name: 'Account' })).findByRole('link', {
      name: 'Ada',
    });
    const [own, other] = await entries();

    await waitFor(() => expect(within(other).getByRole('button', { name: 'Thank' })).toBeVisible());
    expect(within(own).queryByRole('button', { name: /Thank/ })).not.toBeInTheDocument();
    expect(own).toHaveTextContent('Thanks: 0');

    const thank = within(other).getByRole('button', { name: 'Thank' });
    expect(thank).toHaveAttribute('aria-pressed', 'false');
    expect(other).toHaveTextContent('Thanks: 2');
    await user.click(thank);
    expect(await within(other).findByRole('button', { name: 'Thanked' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(other).toHaveTextContent('Thanks: 3');
    expect(api.callsTo('POST /likerev')[0].body).toEqual({
      body: { objectID: 'rev2', liked: true },
    });
  });

  it('shows anonymous visitors the thanks count only, and no Revert', async () => {
    renderApp('/history/c/convo1', historyApi());
    const [, other] = await entries();
    expect(other).toHaveTextContent('Thanks: 2');
    expect(screen.queryByRole('button', { name: /Thank|Revert/ })).not.toBeInTheDocument();
  });

  it('reverts to an earlier revision with {Type}Revert, after asking, and reloads the history', async () => {
    const api = historyApi(memberMe('Ada', canDo({ convo: { Revert: true } })));
    const { user } = renderApp('/history/c/convo1', api);
    const [newest, , created] = await entries();
    await waitFor(() =>
      expect(
        within(created).getByRole('button', { name: 'Revert to this revision' }),
      ).toBeVisible(),
    );
    // The newest revision is the current state: nothing to revert to.
    expect(
      within(newest).queryByRole('button', { name: 'Revert to this revision' }),
    ).not.toBeInTheDocument();

    await user.click(within(created).getByRole('button', { name: 'Revert to this revision' }));
    const confirm = within(created).getByRole('group', { name: 'Confirm the revert' });
    expect(confirm).toHaveTextContent('Every change made after it is undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /convo/edit')).toHaveLength(0);
    await user.click(within(created).getByRole('button', { name: 'Revert to this revision' }));
    await user.click(within(created).getByRole('button', { name: 'Revert' }));
    await waitFor(() => expect(api.callsTo('GET /convo/history')).toHaveLength(2));
    expect(api.callsTo('POST /convo/edit')[0].body).toEqual({
      body: {
        convoID: 'convo1',
        action: { ActionName: 'ConvoRevert', ArgsJSON: '{"RevID":"rev1"}' },
        revDesc: '',
      },
    });
  });

  it('undoes one revision, the newest too, with {Type}Revert and Undo', async () => {
    const api = historyApi(memberMe('Ada', canDo({ convo: { Revert: true } })));
    const { user } = renderApp('/history/c/convo1', api);
    const [newest] = await entries();
    await user.click(await within(newest).findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.callsTo('GET /convo/history')).toHaveLength(2));
    const sent = api.callsTo('POST /convo/edit')[0].body as {
      body: { action: { ArgsJSON: string } };
    };
    expect(JSON.parse(sent.body.action.ArgsJSON)).toMatchObject({ Undo: true });
  });

  it("offers no Revert to a member without the question Revert flag (another kind's does not count)", async () => {
    renderApp('/history/c/convo1', historyApi(memberMe('Ada', canDo({ pos: { Revert: true } }))));
    const [, other] = await entries();
    await waitFor(() => expect(within(other).getByRole('button', { name: 'Thank' })).toBeVisible());
    expect(screen.queryByRole('button', { name: /Revert/ })).not.toBeInTheDocument();
  });

  describe('across a deletion (the server checks it as a deletion)', () => {
    const deleted = (RevID: string, to: 'true' | 'false') =>
      revision({
        RevID,
        ActionName: to === 'true' ? 'ConvoDelete' : 'ConvoRevert',
        ArgsJSON: '{}',
        Diff: [{ Field: 'Deleted', Old: to === 'true' ? 'false' : 'true', New: to }],
      });
    const revertsIn = (rows: HTMLElement[]) =>
      rows.map((row) => within(row).queryByRole('button', { name: /Revert/ }) !== null);
    const show = async (history: object[], can = canDo({ convo: { Revert: true } })) => {
      const api = createFakeApi({
        'GET /me': memberMe('Ada', can),
        'GET /convo/history': { body: { Revisions: history, HasMore: false, NextCursor: null } },
      });
      const view = renderApp('/history/c/convo1', api);
      const rows = await entries();
      await waitFor(() =>
        expect(within(rows[1]).getByRole('button', { name: 'Thank' })).toBeVisible(),
      );
      return { rows, view };
    };

    it('offers no Revert to a deleted state without the Delete flag, and offers it with it', async () => {
      // Restored, after a deletion: going back to the deletion would delete it again.
      const history = [deleted('rev3', 'false'), deleted('rev2', 'true'), revisions[2]];
      const without = await show(history);
      expect(revertsIn(without.rows)).toEqual([false, false, true]);
      without.view.unmount();
      const withDelete = await show(history, canDo({ convo: { Revert: true, Delete: true } }));
      expect(revertsIn(withDelete.rows)).toEqual([false, true, true]);
    });

    it('offers no Revert of a deleted question without the Delete flag', async () => {
      const { rows } = await show([deleted('rev4', 'true'), revisions[1], revisions[2]]);
      expect(revertsIn(rows)).toEqual([false, false, false]);
    });
  });

  it('has read / edit / history / discuss navigation', async () => {
    renderApp('/history/c/convo1', historyApi());
    const nav = await screen.findByRole('navigation', { name: 'Question pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Read', '/c/convo1'],
      ['Edit', '/edit/c/convo1'],
      ['History', '/history/c/convo1'],
      ['Discuss', '/reqs/c/convo1'],
    ]);
  });

  it('asks the API of the level: positions, arguments and tags', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /tag/history': { body: { Revisions: [], HasMore: false, NextCursor: null } },
    });
    renderApp('/history/tags/t1', api);
    expect(await screen.findByText('No revisions yet.')).toBeInTheDocument();
    expect(api.callsTo('GET /tag/history')[0].search).toBe('?tagID=t1');
    expect(screen.getByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument();
  });

  it('shows an error page for an unknown level', async () => {
    renderApp('/history/zz/x1', createFakeApi({ 'GET /me': anonymousMe }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unknown history type' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/There is no history for "zz"/)).toBeInTheDocument();
  });

  it.each([
    ['article', 'article', 'articleID'],
    ['person', 'person', 'personID'],
    ['req', 'req', 'reqID'],
  ])('shows the history of a %s', async (level, type, idParam) => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      [`GET /${type}/history`]: {
        body: {
          Revisions: [
            revision({ RevID: 'r1', ArtifactType: type as never, ArtifactName: 'Its name' }),
          ],
          HasMore: false,
          NextCursor: null,
        },
      },
    });
    renderApp(`/history/${level}/x1`, api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'History of “Its name”' }),
    ).toBeInTheDocument();
    expect(api.callsTo(`GET /${type}/history`)[0].search).toBe(`?${idParam}=x1`);
  });

  it('shows Page Not Found for an unknown artifact', async () => {
    renderApp(
      '/history/a/nope',
      createFakeApi({
        'GET /me': anonymousMe,
        'GET /arg/history': { status: 404, body: { error: 'There is no arg with id nope.' } },
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
  });
});
