import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { KIND_TYPES, KINDS, UNKNOWN_ACTION } from '../../../backend/openapi/kinds';
import { type Can, type InboxEntry } from '../api/types';
import { fakeAdminApi } from '../test/fakeAdminApi';
import { type FakeReply, type FakeRequest, installFakeFetch, json } from '../test/fakeFetch';
import { can, currentUser, meAnswer, rights } from '../test/fixtures';
import { renderConsole } from '../test/renderConsole';

/** The fake server's page size: small, so that three entries make two pages. */
const PAGE = 2;

const entry = (id: string, name: string, change: Partial<InboxEntry> = {}): InboxEntry => ({
  InboxID: id,
  Status: 'unseen',
  Kind: 'convoAction',
  Undone: false,
  Deleted: false,
  ...change,
  Revision: {
    RevID: `rev-${id}`,
    ArtifactType: 'convo',
    ArtifactID: `convo-${id}`,
    ArtifactName: name,
    ArtifactLink: `/q/convo-${id}`,
    Created: '2026-11-20T10:00:00.000Z',
    UserID: 'uid-vandal',
    UsernameCased: 'Vandal',
    ActionName: 'ConvoEditTextField',
    ArgsJSON: '{"FieldName":"Title"}',
    UserDescription: 'Fixed the title',
    Diff: [{ Field: 'Title', Old: `Before ${name}`, New: `After ${name}` }],
    LikeNum: 0,
    LikedByMe: false,
  },
});

type DiffEntry = InboxEntry['Revision']['Diff'][number];
type Shows = { ids: string } | { id: string } | { records: { title: string; detail?: string } };

/** A change of a field as the server sends it: a structured value raw, with its reading. */
function changeOf(field: string, shows: Shows | null): DiffEntry {
  if (!shows) return { Field: field, Old: `Old ${field}`, New: `New ${field}` };
  if ('records' in shows)
    return {
      Field: field,
      Old: '[]',
      New: JSON.stringify([{ [shows.records.title]: 'Buses', URL: 'https://example.org/b' }]),
      OldShown: [],
      NewShown: ['Buses (https://example.org/b)'],
    };
  if ('id' in shows)
    return {
      Field: field,
      Old: 'x1',
      New: 'x2',
      OldShown: ['The first'],
      NewShown: ['The second'],
    };
  return {
    Field: field,
    Old: '["x1","x2"]',
    New: '["x2","x1"]',
    OldShown: ['The first', 'The second'],
    NewShown: ['The second', 'The first'],
  };
}

/** An entry for every action of every kind, each changing every field of its kind. */
function everyAction(): InboxEntry[] {
  return KIND_TYPES.flatMap((type) => {
    const fields: Record<string, { shows: Shows | null }> = KINDS[type].fields;
    const diff = Object.entries(fields).map(([field, { shows }]) => changeOf(field, shows));
    return Object.keys(KINDS[type].actions).map((action) => {
      const base = entry(action, `${action} target`, {
        Kind: (KINDS[type].inboxKind ?? 'convoAction') as InboxEntry['Kind'],
      });
      return {
        ...base,
        Revision: {
          ...base.Revision,
          ArtifactType: type,
          ActionName: action,
          ArgsJSON: '{}',
          Diff: diff,
        },
      };
    });
  });
}

interface Refusals {
  list?: { status: number; error: string };
  undo?: { status: number; error: string };
}

/**
 * The inbox API in small (status, kind and user filters, pages of `pageSize`), over the data API
 * fake; /api/me answers for an editor, with `given` as their Can when given.
 */
function inboxServer(entries: InboxEntry[], refusals: Refusals = {}, given?: Can, pageSize = PAGE) {
  const data = fakeAdminApi({ me: meAnswer(currentUser('editor', 'Eddie'), given) });
  return (request: FakeRequest): FakeReply => {
    const { pathname, searchParams } = new URL(request.url, 'http://localhost');
    const body = (request.body as { body?: Record<string, unknown> } | undefined)?.body ?? {};
    const list = pathname.match(/^\/api\/admin\/inbox\/list\/(\d+)$/);
    if (request.method === 'GET' && list) {
      if (refusals.list) return json({ error: refusals.list.error }, refusals.list.status);
      const status = searchParams.get('showSeen') === 'true' ? 'seen' : 'unseen';
      const kind = searchParams.get('kind');
      const user = searchParams.get('user')?.toLowerCase();
      const found = entries.filter(
        (e) =>
          e.Status === status &&
          (!kind || e.Kind === kind) &&
          (!user || e.Revision.UsernameCased.toLowerCase() === user),
      );
      const page = Number(list[1]);
      return json({
        Entries: found.slice((page - 1) * pageSize, page * pageSize),
        HasMore: found.length > page * pageSize,
        Total: found.length,
      });
    }
    if (request.method === 'POST' && pathname === '/api/admin/inbox/status') {
      const { inboxIDs, status } = body as { inboxIDs: string[]; status: 'seen' | 'unseen' };
      const hit = entries.filter((e) => inboxIDs.includes(e.InboxID));
      for (const e of hit) e.Status = status;
      return json({ Updated: hit.length });
    }
    if (request.method === 'POST' && pathname === '/api/admin/inbox/markallseen') {
      const { upTo } = body as { upTo: string };
      const from = entries.findIndex((e) => e.InboxID === upTo);
      const hit = entries.slice(from).filter((e) => e.Status === 'unseen');
      for (const e of hit) e.Status = 'seen';
      return json({ Updated: hit.length });
    }
    if (request.method === 'POST' && pathname === '/api/admin/inbox/undo') {
      if (refusals.undo) return json({ error: refusals.undo.error }, refusals.undo.status);
      const found = entries.find((e) => e.InboxID === body.inboxID);
      if (!found) return json({ error: 'There is no such entry.' }, 404);
      if (found.Undone) return json({ error: 'This change has already been undone.' }, 409);
      Object.assign(found, { Undone: true, Status: 'seen' });
      return json({ RevID: `undo-${found.InboxID}` });
    }
    return data(request);
  };
}

const inboxCalls = (requests: FakeRequest[]) =>
  requests.filter((r) => r.url.startsWith('/api/admin/inbox/'));

const card = (name: string) => screen.findByRole('article', { name: `${name}, changed by Vandal` });

describe('Inbox page', () => {
  it('lists the unseen entries with who, what, when, the diff and a link to the artifact', async () => {
    installFakeFetch(
      inboxServer([
        entry('e1', 'Is the moon made of cheese?'),
        entry('e2', 'Should we plant trees?', { Kind: 'posAction' }),
        entry('e3', 'Already seen title', { Status: 'seen' }),
      ]),
    );
    renderConsole('/admin/inbox');
    const first = await card('Is the moon made of cheese?');
    expect(within(first).getByText('Vandal')).toBeInTheDocument();
    expect(within(first).getByText('Edited the title')).toBeInTheDocument();
    expect(within(first).getByText('Question')).toBeInTheDocument();
    expect(within(first).getByText('“Fixed the title”')).toBeInTheDocument();
    expect(within(first).getByText('Before Is the moon made of cheese?')).toBeInTheDocument();
    expect(within(first).getByRole('columnheader', { name: 'Old' })).toBeInTheDocument();
    const link = within(first).getByRole('link', { name: 'Is the moon made of cheese?' });
    // The reader site, same origin, same tab.
    expect(link).toHaveAttribute('href', '/q/convo-e1');
    expect(link).not.toHaveAttribute('target');
    expect(within(await card('Should we plant trees?')).getByText('Position')).toBeInTheDocument();
    expect(screen.queryByText('Already seen title')).not.toBeInTheDocument();
    expect(screen.getByText('2 unseen entries')).toBeInTheDocument();
  });

  it('labels every action of every kind and shows structured values as their readings', async () => {
    const entries = everyAction();
    installFakeFetch(inboxServer(entries, {}, undefined, entries.length));
    renderConsole('/admin/inbox');
    await card(`${entries[0].InboxID} target`);
    expect(screen.getAllByRole('article')).toHaveLength(entries.length);
    expect(screen.queryByText(UNKNOWN_ACTION)).not.toBeInTheDocument();
    for (const { InboxID, Revision } of entries) {
      const shown = within(
        screen.getByRole('article', { name: `${InboxID} target, changed by Vandal` }),
      );
      const actions: Record<string, { label: string }> = KINDS[Revision.ArtifactType].actions;
      expect(shown.getByText(actions[Revision.ActionName].label)).toBeInTheDocument();
      const changes = shown.getByRole('table', { name: 'Changes' });
      expect(changes.textContent).not.toMatch(/[[{]"|\bx1\b/);
      for (const change of Revision.Diff)
        for (const reading of [...(change.OldShown ?? []), ...(change.NewShown ?? [])])
          expect(changes).toHaveTextContent(reading);
    }
  });

  it("names the fields in words and a list's items one by one", async () => {
    const reordered = entry('e1', 'Reordered question');
    reordered.Revision = {
      ...reordered.Revision,
      ArgsJSON: '{"FieldName":"PosOrderJSON"}',
      Diff: [
        {
          Field: 'PosOrderJSON',
          Old: '["p1","p2"]',
          New: '["p2","p1"]',
          OldShown: ['Yes', 'No'],
          NewShown: ['No', 'Yes'],
        },
        { Field: 'Categories', Old: '[]', New: '["k1"]', OldShown: [], NewShown: ['Cities'] },
      ],
    };
    installFakeFetch(inboxServer([reordered]));
    renderConsole('/admin/inbox');
    const shown = within(await card('Reordered question'));
    expect(shown.getByText('Reordered the positions')).toBeInTheDocument();
    const [order, categories] = shown.getAllByRole('rowheader');
    expect(order).toHaveTextContent('Order of the positions');
    expect(categories).toHaveTextContent('Categories');
    const [before, after] = within(order.closest('tr')!).getAllByRole('cell');
    expect(
      within(before)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Yes', 'No']);
    expect(within(after).getByRole('insertion')).toHaveTextContent('NoYes');
    expect(within(categories.closest('tr')!).getByText('(none)')).toBeInTheDocument();
    expect(within(categories.closest('tr')!).getByRole('insertion')).toHaveTextContent(/^Cities$/);
  });

  it("marks a text's changed words on each side and leaves the kept words plain", async () => {
    const edited = entry('e1', 'Edited question');
    edited.Revision = {
      ...edited.Revision,
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
    };
    installFakeFetch(inboxServer([edited]));
    renderConsole('/admin/inbox');
    const shown = within(await card('Edited question'));
    expect(shown.getByText('Edited the description')).toBeInTheDocument();
    const [before, after] = within(shown.getByRole('rowheader').closest('tr')!).getAllByRole(
      'cell',
    );
    expect(before).toHaveTextContent(/^Buses run every hour\.$/);
    expect(after).toHaveTextContent(/^Buses run every ten minutes\.$/);
    expect(within(before).getByRole('deletion')).toHaveTextContent(/^hour$/);
    expect(within(after).getByRole('insertion')).toHaveTextContent(/^ten minutes$/);
    expect(within(before).queryByRole('insertion')).toBeNull();
    expect(within(after).queryByRole('deletion')).toBeNull();
  });

  it('loads page 2 with Load more and appends its entries', async () => {
    const { requests } = installFakeFetch(
      inboxServer([
        entry('e1', 'First entry title'),
        entry('e2', 'Second entry'),
        entry('e3', 'Third entry'),
      ]),
    );
    const { user } = renderConsole('/admin/inbox');
    await card('Second entry');
    expect(screen.queryByText('Third entry')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await card('Third entry');
    expect(screen.getByText('First entry title')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(inboxCalls(requests).map((r) => r.url)).toEqual([
      '/api/admin/inbox/list/1?showSeen=false',
      '/api/admin/inbox/list/2?showSeen=false',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('marks every unseen entry up to the newest listed seen, on every page, then reloads', async () => {
    const entries = [
      entry('e1', 'First entry title'),
      entry('e2', 'Second entry'),
      entry('e3', 'Third entry'),
    ];
    const { requests } = installFakeFetch(inboxServer(entries));
    const { user } = renderConsole('/admin/inbox');
    await card('Second entry');
    // The third entry is on the next page: it is marked too.
    expect(screen.queryByText('Third entry')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all seen' }));
    expect(
      await screen.findByText('No unseen entries: everything has been reviewed.'),
    ).toBeInTheDocument();
    expect(inboxCalls(requests).filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/admin/inbox/markallseen', body: { body: { upTo: 'e1' } } },
    ]);
    expect(inboxCalls(requests).at(-1)?.url).toBe('/api/admin/inbox/list/1?showSeen=false');
    expect(entries.map((e) => e.Status)).toEqual(['seen', 'seen', 'seen']);
  });

  it('marks one entry seen and back', async () => {
    const { requests } = installFakeFetch(inboxServer([entry('e1', 'First entry title')]));
    const { user } = renderConsole('/admin/inbox');
    const first = await card('First entry title');
    await user.click(within(first).getByRole('button', { name: 'Mark seen' }));
    await user.click(await within(first).findByRole('button', { name: 'Mark unseen' }));
    await within(first).findByRole('button', { name: 'Mark seen' });
    expect(
      inboxCalls(requests)
        .filter((r) => r.method === 'POST')
        .map((r) => r.body),
    ).toEqual([
      { body: { inboxIDs: ['e1'], status: 'seen' } },
      { body: { inboxIDs: ['e1'], status: 'unseen' } },
    ]);
  });

  it('shows the seen entries with the toggle, and back', async () => {
    const { requests } = installFakeFetch(
      inboxServer([
        entry('e1', 'Unseen entry title'),
        entry('e2', 'Seen entry title', { Status: 'seen' }),
      ]),
    );
    const { user } = renderConsole('/admin/inbox');
    await card('Unseen entry title');
    await user.click(screen.getByRole('button', { name: 'Show seen' }));
    await card('Seen entry title');
    expect(screen.queryByText('Unseen entry title')).not.toBeInTheDocument();
    expect(screen.getByText('1 seen entry')).toBeInTheDocument();
    expect(inboxCalls(requests).at(-1)?.url).toBe('/api/admin/inbox/list/1?showSeen=true');
    await user.click(screen.getByRole('button', { name: 'Show unseen' }));
    await card('Unseen entry title');
  });

  it('filters by kind and by user on the server', async () => {
    const { requests } = installFakeFetch(
      inboxServer([
        entry('e1', 'A question title'),
        entry('e2', 'A position title', { Kind: 'posAction' }),
      ]),
    );
    const { user } = renderConsole('/admin/inbox');
    await card('A question title');
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Position' }));
    await waitFor(() => expect(screen.queryByText('A question title')).not.toBeInTheDocument());
    expect(screen.getByText('A position title')).toBeInTheDocument();
    expect(inboxCalls(requests).at(-1)?.url).toBe(
      '/api/admin/inbox/list/1?showSeen=false&kind=posAction',
    );
    await user.type(screen.getByRole('textbox', { name: 'User' }), 'vandal{Enter}');
    await waitFor(() =>
      expect(inboxCalls(requests).at(-1)?.url).toBe(
        '/api/admin/inbox/list/1?showSeen=false&kind=posAction&user=vandal',
      ),
    );
    expect(await card('A position title')).toBeInTheDocument();
  });

  it('undoes an entry with a reason, then disables its Undo button', async () => {
    const { requests } = installFakeFetch(inboxServer([entry('e1', 'Vandalised title')]));
    const { user } = renderConsole('/admin/inbox');
    const first = await card('Vandalised title');
    await user.click(within(first).getByRole('button', { name: 'Undo' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason (optional)' }),
      'Vandalism',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(within(first).getByRole('button', { name: 'Undo' })).toBeDisabled());
    expect(within(first).getAllByText('Undone').length).toBeGreaterThan(0);
    expect(await screen.findByText('Change undone')).toBeInTheDocument();
    expect(inboxCalls(requests).filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/admin/inbox/undo',
        body: { body: { inboxID: 'e1', reason: 'Vandalism' } },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the content has been deleted, and gives no link to it', async () => {
    installFakeFetch(inboxServer([entry('e1', 'Gone question title', { Deleted: true })]));
    renderConsole('/admin/inbox');
    const gone = await card('Gone question title');
    expect(within(gone).getByText('This content has been deleted.')).toBeInTheDocument();
    expect(within(gone).queryByRole('link')).not.toBeInTheDocument();
    expect(within(gone).getByRole('button', { name: 'Undo' })).toBeEnabled();
  });

  it("shows the server's sentence when the list is refused", async () => {
    installFakeFetch(
      inboxServer([], {
        list: { status: 400, error: 'kind must be one of argAction, posAction.' },
      }),
    );
    renderConsole('/admin/inbox?kind=fooAction');
    const shown = await screen.findAllByText('kind must be one of argAction, posAction.');
    expect(shown.length).toBeGreaterThan(0);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows the server's sentence when an undo is refused, and keeps the button", async () => {
    const conflict =
      'Later edits changed Title of this question; undo them first or edit it by hand.';
    installFakeFetch(
      inboxServer([entry('e1', 'Edited twice title')], { undo: { status: 409, error: conflict } }),
    );
    const { user } = renderConsole('/admin/inbox');
    const first = await card('Edited twice title');
    await user.click(within(first).getByRole('button', { name: 'Undo' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(conflict)).toBeInTheDocument();
    // The dialog stays for another try; cancelled, the entry is as it was.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(first).getByRole('button', { name: 'Undo' })).toBeEnabled();
    expect(within(first).queryByText('Undone')).not.toBeInTheDocument();
  });

  it('offers only the buttons the server allows: reading without Edit or Undo', async () => {
    installFakeFetch(
      inboxServer([entry('e1', 'First entry title')], {}, can([rights('audit')], ['Read'])),
    );
    renderConsole('/admin/inbox');
    const first = await card('First entry title');
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all seen' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show seen' })).toBeInTheDocument();
  });

  it('marks entries seen with Edit, but offers no Undo without it', async () => {
    installFakeFetch(
      inboxServer([entry('e1', 'First entry title')], {}, can([rights('audit')], ['Read', 'Edit'])),
    );
    renderConsole('/admin/inbox');
    const first = await card('First entry title');
    expect(within(first).getByRole('button', { name: 'Mark seen' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('has no inbox, in the menu or at its address, without Read', async () => {
    const { requests } = installFakeFetch(
      inboxServer([entry('e1', 'First entry title')], {}, can([rights('audit')])),
    );
    renderConsole('/admin/inbox');
    expect(await screen.findByText(/you typed a wrong URL/)).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Inbox' })).not.toBeInTheDocument();
    expect(inboxCalls(requests)).toEqual([]);
  });
});
