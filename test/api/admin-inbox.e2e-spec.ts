import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  type Agent,
  deleteArtifact,
  editField,
  history,
  type InboxEntryBody,
  newConvo,
  newPos,
  revisionCount,
  title,
  userWithRole,
} from './support/opinion-map.js';
import { undid } from './support/descriptions.js';
import { newAccount, signup, startTestApp, type TestApp } from './support/test-app.js';

type Account = { agent: Agent; uid: string; username: string };

interface ListBody {
  Entries: InboxEntryBody[];
  HasMore: boolean;
  Total: number;
}

/**
 * The console's inbox (/api/admin/inbox): the filters by kind and user, the Total the console
 * counts with, paging as Load more walks it, and undo with a reason. The older behaviour (order,
 * status, undo of moves, creations and deletions, concurrent undos) is in opinion-map-history and
 * opinion-map-concurrency.
 */
describe('admin inbox', () => {
  let t: TestApp;
  let editor: Account;

  beforeAll(async () => {
    t = await startTestApp();
    editor = await userWithRole(t, 'editor');
  });
  afterAll(() => t.close());

  async function list(
    agent: Agent,
    page: number,
    query: Record<string, string | boolean> = {},
  ): Promise<ListBody> {
    const res = await agent.get(`/api/admin/inbox/list/${page}`).query(query);
    expect(res.status).toBe(200);
    return res.body as ListBody;
  }

  /** The entry of one revision, looked for among its author's entries (seen or not). */
  async function entryOf(username: string, revID: string): Promise<InboxEntryBody> {
    for (const showSeen of [false, true]) {
      for (let page = 1; page < 50; page += 1) {
        const body = await list(editor.agent, page, { showSeen, user: username });
        const found = body.Entries.find((e) => e.Revision.RevID === revID);
        if (found) return found;
        if (!body.HasMore) break;
      }
    }
    throw new Error(`no inbox entry for revision ${revID}`);
  }

  function undo(inboxID: string, reason?: unknown) {
    return editor.agent
      .post('/api/admin/inbox/undo')
      .send({ body: reason === undefined ? { inboxID } : { inboxID, reason } });
  }

  /** A question by `author` whose title they then change: the change to undo. */
  async function vandalisedConvo(author: Account) {
    const original = title('Original title');
    const convoID = await newConvo(author.agent, { title: original });
    const vandal = await editField(author.agent, 'convo', convoID, 'Title', original, 'Vandalised');
    expect(vandal.status).toBe(200);
    const entry = await entryOf(author.username, vandal.body.RevID as string);
    return { convoID, original, revID: vandal.body.RevID as string, entry };
  }

  describe('who may use it', () => {
    it('refuses anonymous visitors (401) and users (403) before reading any filter', async () => {
      const user = await userWithRole(t, 'user');
      const { entry } = await vandalisedConvo(user);
      const anonymous = request(t.http);
      for (const res of [
        await anonymous.get('/api/admin/inbox/list/1').query({ kind: 'not a kind!' }),
        await anonymous.get('/api/admin/inbox/list/1').query({ user: user.username }),
        await anonymous
          .post('/api/admin/inbox/undo')
          .send({ body: { inboxID: entry.InboxID, reason: 'x'.repeat(400) } }),
      ]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: 'You need to log in to do that.' });
      }
      for (const [res, deed] of [
        [await user.agent.get('/api/admin/inbox/list/1').query({ kind: '!' }), 'see the inbox'],
        [
          await user.agent
            .post('/api/admin/inbox/undo')
            .send({ body: { inboxID: entry.InboxID, reason: 'mine' } }),
          'undo from the inbox',
        ],
      ] as const) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ error: `You need the editor role to ${deed}.` });
      }
      expect(await entryOf(user.username, entry.Revision.RevID)).toMatchObject({
        Undone: false,
        Status: 'unseen',
      });
    });

    it('lets editors, moderators and admins read it with its filters and total', async () => {
      const author = await userWithRole(t, 'user');
      await vandalisedConvo(author);
      for (const role of ['editor', 'mod', 'admin'] as const) {
        const reader = (await userWithRole(t, role)).agent;
        const body = await list(reader, 1, { user: author.username, kind: 'convoAction' });
        expect(body.Total).toBe(2);
        expect(body.Entries).toHaveLength(2);
      }
    });
  });

  describe('filters and Total', () => {
    it('filters by kind and by user (any letter case), the total counting what matches', async () => {
      const a = t.agent();
      const mixed = `MixedCase${newAccount().username}`.slice(0, 30);
      const { uid } = await signup(a, { ...newAccount(), username: mixed });
      const alice: Account = { agent: a, uid, username: mixed };
      const bob = await userWithRole(t, 'user');
      const convoID = await newConvo(alice.agent);
      const posID = await newPos(alice.agent, convoID);
      await newConvo(bob.agent);

      const byAlice = await list(editor.agent, 1, { user: mixed.toUpperCase() });
      expect(byAlice.Total).toBe(2);
      expect(byAlice.HasMore).toBe(false);
      expect(byAlice.Entries.map((e) => [e.Kind, e.Revision.ArtifactID])).toEqual([
        ['posAction', posID],
        ['convoAction', convoID],
      ]);
      expect(byAlice.Entries.every((e) => e.Revision.UsernameCased === mixed)).toBe(true);
      expect(byAlice.Entries[1].Revision).toMatchObject({
        ActionName: 'ConvoCreate',
        ArtifactLink: expect.stringMatching(/^\//),
        Diff: expect.arrayContaining([expect.objectContaining({ Field: 'Title', Old: null })]),
      });

      const alicesPositions = await list(editor.agent, 1, {
        user: mixed.toLowerCase(),
        kind: 'posAction',
      });
      expect(alicesPositions.Total).toBe(1);
      expect(alicesPositions.Entries.map((e) => e.Revision.ArtifactID)).toEqual([posID]);

      // Every entry of the kind, whoever wrote it: at least Alice's and Bob's questions.
      const questions = await list(editor.agent, 1, { kind: 'convoAction' });
      expect(questions.Entries.every((e) => e.Kind === 'convoAction')).toBe(true);
      const all = await list(editor.agent, 1);
      const [{ n: unseen }] = await t.sql<{ n: number }>(
        "SELECT COUNT(*)::int AS n FROM inbox_entries WHERE status = 'unseen'",
      );
      const [{ n: unseenQuestions }] = await t.sql<{ n: number }>(
        "SELECT COUNT(*)::int AS n FROM inbox_entries WHERE status = 'unseen' AND kind = 'convoAction'",
      );
      expect(all.Total).toBe(unseen);
      expect(questions.Total).toBe(unseenQuestions);

      // A kind this user never wrote, a name nobody has, and an empty filter (none).
      expect(await list(editor.agent, 1, { kind: 'slugAction', user: mixed })).toEqual({
        Entries: [],
        HasMore: false,
        Total: 0,
      });
      expect(await list(editor.agent, 1, { user: 'nobody-has-this' })).toEqual({
        Entries: [],
        HasMore: false,
        Total: 0,
      });
      expect((await list(editor.agent, 1, { user: '', kind: '' })).Total).toBe(unseen);
    });

    it('refuses a kind that is not an inbox kind and a user that cannot be a username (400)', async () => {
      const cases: [Record<string, string | string[]>, string][] = [
        [{ kind: 'fooAction' }, 'kind must be one of '],
        [{ kind: 'bad kind!' }, 'kind must be an inbox kind, such as argAction.'],
        [{ kind: "convoAction' OR 1=1" }, 'kind must be an inbox kind, such as argAction.'],
        [{ kind: 'x'.repeat(21) }, 'kind must be an inbox kind, such as argAction.'],
        [{ kind: ['convoAction', 'posAction'] }, 'kind must be given only once in the query.'],
        [{ user: 'u'.repeat(31) }, 'user must be a username of at most 30 characters.'],
        [{ user: ['a', 'b'] }, 'user must be given only once in the query.'],
        [{ other: 'x' }, 'Unknown field "other".'],
      ];
      for (const [query, error] of cases) {
        const res = await editor.agent.get('/api/admin/inbox/list/1').query(query);
        expect(res.status).toBe(400);
        expect(res.body.error).toEqual(expect.stringContaining(error));
      }
      const unknown = await editor.agent
        .get('/api/admin/inbox/list/1')
        .query({ kind: 'fooAction' });
      expect(unknown.body.error).toMatch(
        /^kind must be one of [a-zA-Z, ]*convoAction[a-zA-Z, ]*\.$/,
      );
      // A query cannot carry a lone surrogate (URLs are UTF-8); a NUL it can.
      const nul = await editor.agent.get('/api/admin/inbox/list/1?user=a%00b');
      expect(nul.status).toBe(400);
      expect(nul.body).toEqual({ error: expect.stringContaining('NUL') });
    });

    it('pages as Load more walks it (page + 1), the Total the same on every page', async () => {
      const author = await userWithRole(t, 'user');
      let current = title('Paged title');
      const convoID = await newConvo(author.agent, { title: current });
      for (let i = 0; i < 22; i += 1) {
        const next = `Paged title number ${i}`;
        expect(
          (await editField(author.agent, 'convo', convoID, 'Title', current, next)).status,
        ).toBe(200);
        current = next;
      }
      const filter = { user: author.username };
      const page1 = await list(editor.agent, 1, filter);
      const page2 = await list(editor.agent, 2, filter);
      const page3 = await list(editor.agent, 3, filter);
      expect([page1.Total, page2.Total, page3.Total]).toEqual([23, 23, 23]);
      expect([page1.HasMore, page2.HasMore, page3.HasMore]).toEqual([true, false, false]);
      expect([page1.Entries.length, page2.Entries.length, page3.Entries.length]).toEqual([
        20, 3, 0,
      ]);
      const shown = [...page1.Entries, ...page2.Entries];
      expect(new Set(shown.map((e) => e.InboxID)).size).toBe(23);
      const times = shown.map((e) => e.Revision.Created);
      expect(times).toEqual([...times].sort().reverse());
      expect(shown.at(-1)?.Revision.ActionName).toBe('ConvoCreate');

      // Mark all seen (the entries shown) and back: the totals follow.
      const seen = await editor.agent
        .post('/api/admin/inbox/status')
        .send({ body: { inboxIDs: page1.Entries.map((e) => e.InboxID), status: 'seen' } });
      expect(seen.body).toEqual({ Updated: 20 });
      expect((await list(editor.agent, 1, filter)).Total).toBe(3);
      const seenList = await list(editor.agent, 1, { ...filter, showSeen: true });
      expect(seenList.Total).toBe(20);
      expect(seenList.Entries.every((e) => e.Status === 'seen')).toBe(true);
      const back = await editor.agent
        .post('/api/admin/inbox/status')
        .send({ body: { inboxIDs: [page1.Entries[0].InboxID], status: 'unseen' } });
      expect(back.body).toEqual({ Updated: 1 });
      const unseenNow = await list(editor.agent, 1, filter);
      expect(unseenNow.Total).toBe(4);
      expect(unseenNow.Entries[0].InboxID).toBe(page1.Entries[0].InboxID);
      expect((await list(editor.agent, 1, { ...filter, showSeen: true })).Total).toBe(19);
    });
  });

  describe('Mark all seen', () => {
    const markAll = (agent: Agent | ReturnType<typeof request>, body: object) =>
      agent.post('/api/admin/inbox/markallseen').send({ body });

    it('refuses anonymous visitors (401), users (403), and bad bodies (400) before marking', async () => {
      const author = await userWithRole(t, 'user');
      const { entry } = await vandalisedConvo(author);
      const anonymous = await markAll(request(t.http), { upTo: entry.InboxID });
      expect([anonymous.status, anonymous.body]).toEqual([
        401,
        { error: 'You need to log in to do that.' },
      ]);
      expect((await markAll(author.agent, { upTo: entry.InboxID })).status).toBe(403);
      for (const body of [
        {},
        { upTo: 7 },
        { upTo: 'not an id!' },
        { upTo: entry.InboxID, kind: '!' },
      ]) {
        const res = await markAll(editor.agent, body);
        expect([res.status, typeof res.body.error]).toEqual([400, 'string']);
      }
      const unknown = await markAll(editor.agent, { upTo: 'nosuchentry1' });
      expect([unknown.status, unknown.body]).toEqual([
        404,
        { error: 'There is no inbox entry nosuchentry1.' },
      ]);
      expect((await entryOf(author.username, entry.Revision.RevID)).Status).toBe('unseen');
    });

    it('marks every unseen entry of the filter up to the newest listed, past the first page, and none newer', async () => {
      const author = await userWithRole(t, 'user');
      const revIDs: string[] = [];
      for (let i = 0; i < 25; i++) revIDs.push((await vandalisedConvo(author)).revID);
      const firstPage = await list(editor.agent, 1, { user: author.username });
      expect(firstPage.HasMore).toBe(true);
      // Entries that arrive after the list was read stay unseen.
      const late = await vandalisedConvo(author);
      const res = await markAll(editor.agent, {
        upTo: firstPage.Entries[0].InboxID,
        user: author.username,
      });
      expect(res.body).toEqual({ Updated: 50 });
      const left = await list(editor.agent, 1, { user: author.username });
      // The late question's creation and its edit.
      expect(left.Total).toBe(2);
      expect(left.Entries[0].Revision.RevID).toBe(late.revID);
      // Another author's entries were not touched.
      const other = await userWithRole(t, 'user');
      const theirs = await vandalisedConvo(other);
      expect(theirs.entry.Status).toBe('unseen');
    });

    it('gives edits by editors, moderators and admins to the inbox already seen', async () => {
      for (const role of ['editor', 'mod', 'admin'] as const) {
        const trusted = await userWithRole(t, role);
        const { entry } = await vandalisedConvo(trusted);
        expect([role, entry.Status]).toEqual([role, 'seen']);
      }
      const plain = await userWithRole(t, 'user');
      expect((await vandalisedConvo(plain)).entry.Status).toBe('unseen');
    });
  });

  describe('undo with a reason', () => {
    it('restores the artifact, says why in its history and the public log, and only once', async () => {
      const author = await userWithRole(t, 'user');
      const { convoID, original, revID, entry } = await vandalisedConvo(author);
      const res = await undo(entry.InboxID, '  Vandalism:\n  the old title was right  ');
      expect(res.status).toBe(200);
      const page = await request(t.http).get('/api/convo/get').query({ convoID });
      expect(page.body.Convo.Title).toBe(original);
      const [latest] = await history(author.agent, 'convo', convoID);
      expect(latest).toMatchObject({
        RevID: res.body.RevID,
        ActionName: 'ConvoRevert',
        UserDescription: `${undid(entry.Revision)}: Vandalism: the old title was right`,
        Diff: [{ Field: 'Title', Old: 'Vandalised', New: original }],
      });
      expect(await entryOf(author.username, revID)).toMatchObject({
        Undone: true,
        Status: 'seen',
      });
      const log = await request(t.http).get('/api/log/list/1').query({ action: 'undo' });
      expect(log.body.Entries).toContainEqual(
        expect.objectContaining({
          Action: 'undo',
          Reason: `${undid(entry.Revision)}: Vandalism: the old title was right`,
        }),
      );

      const before = await revisionCount(t, convoID);
      const second = await undo(entry.InboxID, 'again');
      expect(second.status).toBe(409);
      expect(second.body).toEqual({ error: 'This change has already been undone.' });
      expect(await revisionCount(t, convoID)).toBe(before);
    });

    it('keeps the plain description without a reason, or with a blank one', async () => {
      const author = await userWithRole(t, 'user');
      for (const reason of [undefined, '', '   ']) {
        const { convoID, revID, entry } = await vandalisedConvo(author);
        expect((await undo(entry.InboxID, reason)).status).toBe(200);
        const [latest] = await history(author.agent, 'convo', convoID);
        expect(entry.Revision.ArtifactName).toBe('Vandalised');
        expect(latest.UserDescription).toBe(undid(entry.Revision));
        expect(latest.UserDescription).not.toContain(revID);
      }
    });

    it('keeps a long reason within the 300 characters of a description, whole characters only', async () => {
      const author = await userWithRole(t, 'user');
      const { convoID, entry } = await vandalisedConvo(author);
      const reason = '😀'.repeat(300);
      expect((await undo(entry.InboxID, reason)).status).toBe(200);
      const [latest] = await history(author.agent, 'convo', convoID);
      const prefix = `${undid(entry.Revision)}: `;
      expect(latest.UserDescription.startsWith(prefix)).toBe(true);
      expect([...latest.UserDescription]).toHaveLength(300);
      expect(latest.UserDescription.slice(prefix.length)).toBe('😀'.repeat(300 - prefix.length));
    });

    it('refuses a reason that is not text, too long, or holds NUL or an unpaired surrogate', async () => {
      const author = await userWithRole(t, 'user');
      const { convoID, revID, entry } = await vandalisedConvo(author);
      const before = await revisionCount(t, convoID);
      for (const [reason, error] of [
        [42, 'reason must be text.'],
        [['why'], 'reason must be text.'],
        ['x'.repeat(301), 'reason must be at most 300 characters.'],
        ['a\u0000b', expect.stringContaining('NUL')],
        ['a\ud800b', expect.stringContaining('surrogate')],
      ] as const) {
        const res = await undo(entry.InboxID, reason);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error });
      }
      expect(await revisionCount(t, convoID)).toBe(before);
      expect(await entryOf(author.username, revID)).toMatchObject({ Undone: false });
    });

    it('refuses (409) when a later edit changed the same field, writing nothing', async () => {
      const author = await userWithRole(t, 'user');
      const { convoID, revID, entry } = await vandalisedConvo(author);
      await editField(author.agent, 'convo', convoID, 'Title', 'Vandalised', 'Vandalised again');
      const before = await revisionCount(t, convoID);
      const res = await undo(entry.InboxID, 'restore it');
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(
        'Later edits changed Title of this question; undo them first or edit it by hand.',
      );
      expect(await revisionCount(t, convoID)).toBe(before);
      const page = await request(t.http).get('/api/convo/get').query({ convoID });
      expect(page.body.Convo.Title).toBe('Vandalised again');
      expect(await entryOf(author.username, revID)).toMatchObject({
        Undone: false,
        Status: 'unseen',
      });
    });

    it('shows a deleted artifact’s entries as Deleted, and undoing the deletion restores it', async () => {
      const author = await userWithRole(t, 'user');
      const { convoID, revID, entry } = await vandalisedConvo(author);
      const deletion = await deleteArtifact(editor.agent, 'convo', convoID);
      expect(deletion.status).toBe(200);
      expect(await entryOf(author.username, revID)).toMatchObject({ Deleted: true });

      // The edit itself cannot be undone under a deletion; the deletion can.
      const refused = await undo(entry.InboxID, 'too late');
      expect(refused.status).toBe(409);
      expect((await entryOf(author.username, revID)).Undone).toBe(false);
      const deletionEntry = await entryOf(editor.username, deletion.body.RevID as string);
      expect(deletionEntry).toMatchObject({ Kind: 'convoAction', Deleted: true });
      const restored = await undo(deletionEntry.InboxID, 'deleted by mistake');
      expect(restored.status).toBe(200);
      expect((await request(t.http).get('/api/convo/get').query({ convoID })).status).toBe(200);
      expect(await entryOf(author.username, revID)).toMatchObject({
        Deleted: false,
        Undone: false,
      });
      expect((await undo(entry.InboxID, 'now it can')).status).toBe(200);
    });
  });
});
