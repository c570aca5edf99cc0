import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  type Agent,
  allInboxEntries,
  childIds,
  deleteArtifact,
  description,
  edit,
  editField,
  getField,
  history,
  inboxEntryFor,
  newArg,
  newConvo,
  newPos,
  revert,
  revisionCount,
  title,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('opinion map: history, revert, thanks and the inbox', () => {
  let t: TestApp;
  let author: Agent;
  let authorUid: string;
  let reader: Agent;
  let editor: Agent;
  let mod: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    const a = await userWithRole(t);
    author = a.agent;
    authorUid = a.uid;
    reader = (await userWithRole(t)).agent;
    editor = (await userWithRole(t, 'editor')).agent;
    mod = (await userWithRole(t, 'mod')).agent;
  });
  afterAll(() => t.close());

  describe('refusals', () => {
    it('answers 401 to anonymous thanks, reverts and inbox calls', async () => {
      const convoID = await newConvo(author);
      const [rev] = await history(author, 'convo', convoID);
      const anonymous = request(t.http);
      const responses = [
        await anonymous.post('/api/likerev').send({ body: { objectID: rev.RevID, liked: true } }),
        await anonymous.post('/api/convo/edit').send({
          body: {
            convoID,
            action: { ActionName: 'ConvoRevert', ArgsJSON: JSON.stringify({ RevID: rev.RevID }) },
          },
        }),
        await anonymous.get('/api/admin/inbox/list/1'),
        await anonymous.post('/api/admin/inbox/status').send({
          body: { inboxIDs: ['AAAAAAAAAAAA'], status: 'seen' },
        }),
        await anonymous.post('/api/admin/inbox/undo').send({ body: { inboxID: 'AAAAAAAAAAAA' } }),
      ];
      for (const res of responses) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: 'You need to log in to do that.' });
      }
    });

    it('answers 403 to a user on the inbox, and leaves the entry as it was', async () => {
      const convoID = await newConvo(author);
      const [rev] = await history(author, 'convo', convoID);
      const entry = await inboxEntryFor(editor, rev.RevID);
      for (const [res, deed] of [
        [await author.get('/api/admin/inbox/list/1'), 'see the inbox'],
        [
          await author
            .post('/api/admin/inbox/status')
            .send({ body: { inboxIDs: [entry.InboxID], status: 'seen' } }),
          'mark inbox entries seen',
        ],
        [
          await author.post('/api/admin/inbox/undo').send({ body: { inboxID: entry.InboxID } }),
          'undo from the inbox',
        ],
      ] as const) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ error: `You need the editor role to ${deed}.` });
      }
      expect(await inboxEntryFor(editor, rev.RevID)).toMatchObject({
        Status: 'unseen',
        Undone: false,
      });
      expect((await request(t.http).get('/api/convo/get').query({ convoID })).status).toBe(200);
    });
  });

  describe('GET /api/{type}/history', () => {
    it('lists revisions newest first, with their Diff, to anyone', async () => {
      const convoID = await newConvo(author, { title: 'History of this question' });
      const desc = await getField(author, 'convo', convoID, 'Description');
      const newDesc = description('Second description');
      await editField(
        author,
        'convo',
        convoID,
        'Title',
        'History of this question',
        'Renamed once',
      );
      await editField(author, 'convo', convoID, 'Description', desc, newDesc, 'Better words');
      await editField(author, 'convo', convoID, 'Title', 'Renamed once', 'Renamed twice');
      const res = await request(t.http).get('/api/convo/history').query({ convoID });
      expect(res.status).toBe(200);
      const revs = res.body.Revisions;
      expect(revs.map((r: { ActionName: string }) => r.ActionName)).toEqual([
        'ConvoEditTextField',
        'ConvoEditTextField',
        'ConvoEditTextField',
        'ConvoCreate',
      ]);
      const created = revs.map((r: { Created: string }) => r.Created);
      expect(created).toEqual([...created].sort().reverse());
      expect(revs[0]).toEqual({
        RevID: expect.any(String),
        ArtifactType: 'convo',
        ArtifactID: convoID,
        ArtifactName: 'Renamed twice',
        ArtifactLink: `/c/${convoID}`,
        Created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        UserID: authorUid,
        UsernameCased: expect.any(String),
        ActionName: 'ConvoEditTextField',
        ArgsJSON: JSON.stringify({
          FieldName: 'Title',
          OldValue: 'Renamed once',
          NewValue: 'Renamed twice',
        }),
        UserDescription: 'Added content',
        Diff: [
          {
            Field: 'Title',
            Old: 'Renamed once',
            New: 'Renamed twice',
            // What changed, word by word, for the histories and the inbox to mark.
            Changes: [
              { Text: 'Renamed ' },
              { Text: 'once', Change: 'removed' },
              { Text: 'twice', Change: 'added' },
            ],
          },
        ],
        LikeNum: 0,
        LikedByMe: false,
      });
      expect(revs[1]).toMatchObject({
        UserDescription: 'Better words',
        Diff: [{ Field: 'Description', Old: desc, New: newDesc }],
      });
      expect(revs[2].Diff).toEqual([
        { Field: 'Title', Old: 'History of this question', New: 'Renamed once' },
      ]);
    });

    it('serves the history of every type, and of deleted artifacts to mods', async () => {
      const convoID = await newConvo(author);
      const posID = await newPos(author, convoID);
      const argID = await newArg(author, posID);
      await editField(author, 'convo', convoID, 'Tags', '', 'Historic tag');
      const tagID = (await request(t.http).get('/api/convo/get').query({ convoID })).body.Convo
        .Tags[0].TagID;
      await editField(author, 'tag', tagID, 'Description', '', 'A tag with history');
      const category = await editor.post('/api/category/new').send({ body: { title: 'Ethics' } });
      for (const [type, id, action] of [
        ['pos', posID, 'PosCreate'],
        ['arg', argID, 'ArgCreate'],
        ['tag', tagID, 'TagEditTextField'],
        ['category', category.body.CategoryID, 'CategoryCreate'],
      ] as const) {
        const revs = await history(reader, type, id);
        expect({ type, action: revs[0]?.ActionName }).toEqual({ type, action });
      }
      await deleteArtifact(editor, 'arg', argID);
      const hidden = await reader.get('/api/arg/history').query({ argID });
      expect(hidden.status).toBe(404);
      const revs = await history(mod, 'arg', argID);
      expect(revs.map((r) => r.ActionName)).toEqual(['ArgDelete', 'ArgCreate']);
      const bad = await request(t.http).get('/api/arg/history').query({ argID: 'no good!' });
      expect(bad.status).toBe(400);
    });
  });

  describe('revert', () => {
    it('restores the whole state of an older revision, as a new revision', async () => {
      const convoID = await newConvo(author, { title: 'Original question title' });
      const originalDesc = await getField(author, 'convo', convoID, 'Description');
      const r1 = await editField(
        author,
        'convo',
        convoID,
        'Title',
        'Original question title',
        'Second question title',
      );
      const desc2 = description('Changed description');
      await editField(author, 'convo', convoID, 'Description', originalDesc, desc2);
      await editField(author, 'convo', convoID, 'Tags', '', 'Reverted tag');
      const tagID = (await request(t.http).get('/api/convo/get').query({ convoID })).body.Convo
        .Tags[0].TagID;
      await editField(author, 'convo', convoID, 'Title', 'Second question title', 'Third title!');
      const before = await revisionCount(t, convoID);

      const res = await revert(reader, 'convo', convoID, r1.body.RevID);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ RevID: expect.any(String) });
      const page = await request(t.http).get('/api/convo/get').query({ convoID });
      expect(page.body.Convo).toMatchObject({
        Title: 'Second question title',
        Description: originalDesc,
        Tags: [],
      });
      const tagPage = await request(t.http).get('/api/tag/get').query({ tagID });
      expect(tagPage.body.Items).toEqual([]);
      expect(await revisionCount(t, convoID)).toBe(before + 1);
      const [latest] = await history(reader, 'convo', convoID);
      expect(latest.RevID).toBe(res.body.RevID);
      expect(latest.ActionName).toBe('ConvoRevert');
      expect(JSON.parse(latest.ArgsJSON)).toEqual({ RevID: r1.body.RevID });
      expect(latest.Diff).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            Field: 'Title',
            Old: 'Third title!',
            New: 'Second question title',
          }),
          expect.objectContaining({ Field: 'Description', Old: desc2, New: originalDesc }),
          { Field: 'Tags', Old: 'Reverted tag', New: '' },
        ]),
      );
      expect(latest.Diff).toHaveLength(3);

      // Reverting to the state it is already in changes nothing.
      const again = await revert(reader, 'convo', convoID, r1.body.RevID);
      expect(again.status).toBe(400);
      expect(await revisionCount(t, convoID)).toBe(before + 1);
    });

    it('moves an argument back when its position changed since', async () => {
      const convoID = await newConvo(author);
      const [p1, p2] = [await newPos(author, convoID), await newPos(author, convoID)];
      const argID = await newArg(author, p1);
      const [created] = await history(author, 'arg', argID);
      expect((await edit(author, 'arg', argID, 'ArgSetPos', { NewParentPosID: p2 })).status).toBe(
        200,
      );
      await editField(author, 'arg', argID, 'Premises', '', 'A premise');
      const res = await revert(reader, 'arg', argID, created.RevID);
      expect(res.status).toBe(200);
      expect((await childIds(reader, 'pos', p1)).ids).toEqual([argID]);
      expect((await childIds(reader, 'pos', p2)).ids).toEqual([]);
      expect(await getField(reader, 'arg', argID, 'Premises')).toBe('');
    });

    it('refuses a revision of another artifact (404) and a malformed RevID (400)', async () => {
      const convoID = await newConvo(author);
      const other = await newConvo(author);
      const [otherRev] = await history(author, 'convo', other);
      const before = await revisionCount(t, convoID);
      const foreign = await revert(reader, 'convo', convoID, otherRev.RevID);
      expect(foreign.status).toBe(404);
      expect(foreign.body.error).toBe(`There is no revision ${otherRev.RevID} of this question.`);
      const wrongType = await revert(reader, 'pos', await newPos(author, convoID), otherRev.RevID);
      expect(wrongType.status).toBe(404);
      const malformed = await revert(reader, 'convo', convoID, "x' OR 1=1 --");
      expect(malformed.status).toBe(400);
      const missing = await edit(reader, 'convo', convoID, 'ConvoRevert', {});
      expect(missing.status).toBe(400);
      expect(missing.body.error).toBe('action.ArgsJSON.RevID must be text.');
      expect(await revisionCount(t, convoID)).toBe(before);
    });

    it('needs the editor role to revert across a deletion', async () => {
      const word = `revertword${Date.now().toString(36)}`;
      const convoID = await newConvo(author, { title: `Deleted then back ${word}` });
      const posID = await newPos(author, convoID);
      const [created] = await history(author, 'convo', convoID);
      const del = await deleteArtifact(editor, 'convo', convoID);
      expect(del.status).toBe(200);
      const search = async () =>
        (await request(t.http).get('/api/search').query({ q: word })).body.Results.map(
          (r: { ArtifactID: string }) => r.ArtifactID,
        );
      expect(await search()).toEqual([]);

      const refused = await revert(author, 'convo', convoID, created.RevID);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('You need the editor role to revert across a deletion.');
      expect((await request(t.http).get('/api/convo/get').query({ convoID })).status).toBe(404);
      // Edits other than a revert are refused while it is deleted.
      const edited = await editField(author, 'convo', convoID, 'Title', 'x', title());
      expect(edited.status).toBe(409);

      const restored = await revert(editor, 'convo', convoID, created.RevID);
      expect(restored.status).toBe(200);
      const page = await request(t.http).get('/api/convo/get').query({ convoID });
      expect(page.status).toBe(200);
      expect(page.body.Positions.map((p: { PosID: string }) => p.PosID)).toEqual([posID]);
      expect(await search()).toEqual([convoID]);

      // Reverting a live artifact to its deleted state is a delete: editor only.
      const [, deletion] = await history(author, 'convo', convoID);
      expect(deletion.ActionName).toBe('ConvoDelete');
      expect((await revert(author, 'convo', convoID, deletion.RevID)).status).toBe(403);
      const redelete = await revert(editor, 'convo', convoID, deletion.RevID);
      expect(redelete.status).toBe(200);
      expect(redelete.body.Location).toBe('/encyclopedia');
      expect((await request(t.http).get('/api/convo/get').query({ convoID })).status).toBe(404);
    });

    it('refuses to bring back a position into a full question (409)', async () => {
      const convoID = await newConvo(author);
      const first = await newPos(author, convoID);
      const [created] = await history(author, 'pos', first);
      expect((await deleteArtifact(editor, 'pos', first)).status).toBe(200);
      for (let i = 0; i < 8; i += 1) await newPos(author, convoID);
      const res = await revert(editor, 'pos', first, created.RevID);
      expect(res.status).toBe(409);
      expect((await childIds(reader, 'convo', convoID)).ids).toHaveLength(8);
    });
  });

  describe('POST /api/likerev', () => {
    it('thanks someone else’s revision, idempotently, and reports it in the history', async () => {
      const convoID = await newConvo(author);
      const [rev] = await history(author, 'convo', convoID);
      const like = (agent: Agent, liked: boolean, objectID = rev.RevID) =>
        agent.post('/api/likerev').send({ body: { objectID, liked } });

      const own = await like(author, true);
      expect(own.status).toBe(403);
      expect(own.body).toEqual({ error: 'You cannot thank your own revision.' });

      for (let i = 0; i < 2; i += 1) {
        const res = await like(reader, true);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ LikedByMe: true, LikeNum: 1 });
      }
      expect((await like(editor, true)).body).toEqual({ LikedByMe: true, LikeNum: 2 });

      expect((await history(reader, 'convo', convoID))[0]).toMatchObject({
        LikeNum: 2,
        LikedByMe: true,
      });
      expect((await history(author, 'convo', convoID))[0]).toMatchObject({
        LikeNum: 2,
        LikedByMe: false,
      });
      const anonymous = await request(t.http).get('/api/convo/history').query({ convoID });
      expect(anonymous.body.Revisions[0]).toMatchObject({ LikeNum: 2, LikedByMe: false });

      for (let i = 0; i < 2; i += 1) {
        expect((await like(reader, false)).body).toEqual({ LikedByMe: false, LikeNum: 1 });
      }
      expect((await history(reader, 'convo', convoID))[0]).toMatchObject({
        LikeNum: 1,
        LikedByMe: false,
      });
    });

    it('answers 404 for an unknown revision and 400 for a malformed body', async () => {
      const unknown = await reader
        .post('/api/likerev')
        .send({ body: { objectID: 'AAAAAAAAAAAA', liked: true } });
      expect(unknown.status).toBe(404);
      for (const body of [
        { objectID: 'AAAAAAAAAAAA' },
        { objectID: 'AAAAAAAAAAAA', liked: 'yes' },
        { objectID: 'bad id!', liked: true },
        { liked: true },
      ]) {
        const res = await reader.post('/api/likerev').send({ body });
        expect(res.status).toBe(400);
        expect(res.body.error).toEqual(expect.any(String));
      }
    });
  });

  describe('the inbox', () => {
    it('lists unseen entries newest first, pages from 1, and moves seen ones aside', async () => {
      const lister = (await userWithRole(t)).agent;
      const convoID = await newConvo(lister);
      let current = await getField(lister, 'convo', convoID, 'Title');
      const revIds: string[] = [];
      for (let i = 0; i < 22; i += 1) {
        const next = `Inbox paging title ${i}`;
        const res = await editField(lister, 'convo', convoID, 'Title', current, next);
        expect(res.status).toBe(200);
        revIds.push(res.body.RevID);
        current = next;
      }
      const page1 = await editor.get('/api/admin/inbox/list/1');
      expect(page1.status).toBe(200);
      expect(page1.body.Entries).toHaveLength(20);
      expect(page1.body.HasMore).toBe(true);
      expect(
        page1.body.Entries.slice(0, 20).map(
          (e: { Revision: { RevID: string } }) => e.Revision.RevID,
        ),
      ).toEqual([...revIds].reverse().slice(0, 20));
      expect(page1.body.Entries[0]).toEqual({
        InboxID: expect.any(String),
        Status: 'unseen',
        Kind: 'convoAction',
        Undone: false,
        Deleted: false,
        Revision: expect.objectContaining({ RevID: revIds[21], ArtifactID: convoID }),
      });
      const page2 = await editor.get('/api/admin/inbox/list/2');
      expect(page2.body.Entries[0].Revision.RevID).toBe(revIds[1]);
      expect(page2.body.Entries[1].Revision.RevID).toBe(revIds[0]);

      for (const page of ['0', '-1', 'x', '1.5']) {
        const res = await editor.get(`/api/admin/inbox/list/${page}`);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: 'page must be a whole number, 1 or more.' });
      }
      const badSeen = await editor.get('/api/admin/inbox/list/1').query({ showSeen: 'maybe' });
      expect(badSeen.status).toBe(400);

      // Status: seen entries leave the default list and show with showSeen=true, and back.
      const ids = page1.body.Entries.slice(0, 2).map((e: { InboxID: string }) => e.InboxID);
      const seen = await editor
        .post('/api/admin/inbox/status')
        .send({ body: { inboxIDs: ids, status: 'seen' } });
      expect(seen.status).toBe(200);
      expect(seen.body).toEqual({ Updated: 2 });
      const unseenNow = (await editor.get('/api/admin/inbox/list/1')).body.Entries.map(
        (e: { InboxID: string }) => e.InboxID,
      );
      expect(unseenNow).not.toContain(ids[0]);
      const seenList = await editor.get('/api/admin/inbox/list/1').query({ showSeen: true });
      expect(seenList.body.Entries.slice(0, 2)).toEqual([
        expect.objectContaining({ InboxID: ids[0], Status: 'seen' }),
        expect.objectContaining({ InboxID: ids[1], Status: 'seen' }),
      ]);
      const back = await editor
        .post('/api/admin/inbox/status')
        .send({ body: { inboxIDs: [ids[0]], status: 'unseen' } });
      expect(back.body).toEqual({ Updated: 1 });
      expect((await editor.get('/api/admin/inbox/list/1')).body.Entries[0].InboxID).toBe(ids[0]);

      for (const body of [
        { inboxIDs: [], status: 'seen' },
        { inboxIDs: ids, status: 'read' },
        { inboxIDs: ['bad id!'], status: 'seen' },
        { inboxIDs: 'x', status: 'seen' },
      ]) {
        const res = await editor.post('/api/admin/inbox/status').send({ body });
        expect(res.status).toBe(400);
      }
    });

    it('undoes exactly one revision’s change, as a new revision, and marks it Undone', async () => {
      const convoID = await newConvo(author, { title: 'Undo round trip here' });
      const desc = await getField(author, 'convo', convoID, 'Description');
      const titleEdit = await editField(
        author,
        'convo',
        convoID,
        'Title',
        'Undo round trip here',
        'A vandalised title',
      );
      const newDesc = description('Kept description');
      await editField(author, 'convo', convoID, 'Description', desc, newDesc);
      const entry = await inboxEntryFor(editor, titleEdit.body.RevID);
      const before = await revisionCount(t, convoID);

      const res = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: entry.InboxID } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ RevID: expect.any(String) });
      const page = await request(t.http).get('/api/convo/get').query({ convoID });
      expect(page.body.Convo.Title).toBe('Undo round trip here');
      expect(page.body.Convo.Description).toBe(newDesc);
      expect(await revisionCount(t, convoID)).toBe(before + 1);
      const [latest] = await history(author, 'convo', convoID);
      expect(latest).toMatchObject({
        RevID: res.body.RevID,
        ActionName: 'ConvoRevert',
        Diff: [{ Field: 'Title', Old: 'A vandalised title', New: 'Undo round trip here' }],
      });
      expect(JSON.parse(latest.ArgsJSON)).toEqual({ RevID: titleEdit.body.RevID, Undo: true });
      expect(await inboxEntryFor(editor, titleEdit.body.RevID)).toMatchObject({
        Undone: true,
        Status: 'seen',
      });

      const second = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: entry.InboxID } });
      expect(second.status).toBe(409);
      expect(second.body).toEqual({ error: 'This change has already been undone.' });
      expect(await revisionCount(t, convoID)).toBe(before + 1);
    });

    it('refuses an undo with 409, changing nothing, when a later edit touched the same field', async () => {
      const posID = await newPos(author, await newConvo(author), { title: 'First title here' });
      const first = await editField(
        author,
        'pos',
        posID,
        'Title',
        'First title here',
        'Second title',
      );
      await editField(author, 'pos', posID, 'Title', 'Second title', 'Third title here');
      const entry = await inboxEntryFor(editor, first.body.RevID);
      const before = await revisionCount(t, posID);
      const res = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: entry.InboxID } });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(
        'Later edits changed Title of this position; undo them first or edit it by hand.',
      );
      expect(await getField(author, 'pos', posID, 'Title')).toBe('Third title here');
      expect(await revisionCount(t, posID)).toBe(before);
      expect(await inboxEntryFor(editor, first.body.RevID)).toMatchObject({
        Undone: false,
        Status: 'unseen',
      });
    });

    it('undoes a move, a creation and a deletion; Deleted shows in the list', async () => {
      const convoID = await newConvo(author);
      const [p1, p2] = [await newPos(author, convoID), await newPos(author, convoID)];
      const argID = await newArg(author, p1);
      const move = await edit(author, 'arg', argID, 'ArgSetPos', { NewParentPosID: p2 });
      const undoMove = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: (await inboxEntryFor(editor, move.body.RevID)).InboxID } });
      expect(undoMove.status).toBe(200);
      expect((await childIds(reader, 'pos', p1)).ids).toEqual([argID]);
      expect((await childIds(reader, 'pos', p2)).ids).toEqual([]);

      const [created] = (await history(author, 'arg', argID)).slice(-1);
      const del = await deleteArtifact(editor, 'arg', argID);
      expect(created.ActionName).toBe('ArgCreate');
      const createEntry = await inboxEntryFor(editor, created.RevID);
      expect(createEntry.Deleted).toBe(true);
      const delEntry = await inboxEntryFor(editor, del.body.RevID);
      expect(delEntry).toMatchObject({ Deleted: true, Kind: 'argAction' });
      // Undoing the creation of something already deleted would change nothing.
      const noop = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: createEntry.InboxID } });
      expect(noop.status).toBe(409);

      const undoDelete = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: delEntry.InboxID } });
      expect(undoDelete.status).toBe(200);
      expect((await request(t.http).get('/api/arg/get').query({ argID })).status).toBe(200);
      expect((await inboxEntryFor(editor, created.RevID)).Deleted).toBe(false);

      const undoCreate = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: createEntry.InboxID } });
      expect(undoCreate.status).toBe(200);
      expect((await request(t.http).get('/api/arg/get').query({ argID })).status).toBe(404);
      expect((await childIds(reader, 'pos', p1)).ids).toEqual([]);
    });

    it('refuses to undo an edit of an artifact deleted since (409)', async () => {
      const convoID = await newConvo(author);
      const posID = await newPos(author, convoID, { title: 'Doomed position title' });
      const rename = await editField(
        author,
        'pos',
        posID,
        'Title',
        'Doomed position title',
        'Renamed doomed',
      );
      await deleteArtifact(editor, 'pos', posID);
      const entry = await inboxEntryFor(editor, rename.body.RevID);
      const before = await revisionCount(t, posID);
      const res = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: entry.InboxID } });
      expect(res.status).toBe(409);
      expect(await revisionCount(t, posID)).toBe(before);
      expect((await inboxEntryFor(editor, rename.body.RevID)).Undone).toBe(false);
    });

    it('answers 404 for an unknown entry and 400 for a malformed one', async () => {
      const unknown = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: 'AAAAAAAAAAAA' } });
      expect(unknown.status).toBe(404);
      const malformed = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: 'x y' } });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ error: 'inboxID must be an inbox id.' });
    });

    it('holds an entry for each change (tag edits as tagAction), categories aside', async () => {
      const all = await allInboxEntries(editor);
      const kinds = ['convoAction', 'posAction', 'argAction', 'tagAction'];
      expect(all.every((e) => kinds.includes(e.Kind))).toBe(true);
      const tagEntries = all.filter((e) => e.Revision.ArtifactType === 'tag');
      expect(tagEntries.every((e) => e.Kind === 'tagAction')).toBe(true);
      expect(all.some((e) => e.Revision.ArtifactType === 'category')).toBe(false);
    });
  });
});
