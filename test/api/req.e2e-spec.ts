import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { rawPost, rowCount } from './support/api-checks.js';
import { envelope, LONE_SURROGATE, NUL } from './support/hostile-values.js';
import {
  type Agent,
  deleteArtifact,
  edit,
  history,
  inboxEntryFor,
  newArg,
  newConvo,
  newPos,
  revisionCount,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface ReqBody {
  ReqID: string;
  Title: string;
  Issue: string;
  Link: string;
  Status: 'open' | 'resolved';
  CreatedBy: string;
  Created: string;
  ArtifactType: string;
  ArtifactID: string;
  ArtifactTitle: string;
  ArtifactLink: string;
  Admin: boolean;
}

const ISSUE = 'The description of this argument takes a side; it should be value-free.';

describe('requests: /api/req', () => {
  let t: TestApp;
  let user: Agent;
  let username: string;
  let editor: Agent;
  let mod: Agent;
  let convoID: string;
  let posID: string;
  let argID: string;

  beforeAll(async () => {
    t = await startTestApp();
    const u = await userWithRole(t);
    user = u.agent;
    username = u.username;
    editor = (await userWithRole(t, 'editor')).agent;
    mod = (await userWithRole(t, 'mod')).agent;
    convoID = await newConvo(user);
    posID = await newPos(user, convoID);
    argID = await newArg(user, posID);
  });
  afterAll(() => t?.close());

  const reqCount = () => rowCount(t, 'reqs');

  async function newReq(
    agent: Agent,
    body: { artifactType?: string; artifactID?: string; title?: string; issue?: string },
  ): Promise<{ ReqID: string; Location: string }> {
    const res = await agent
      .post('/api/req/new')
      .send({ body: { title: 'Please discuss this', issue: ISSUE, ...body } });
    expect(res.status).toBe(201);
    return res.body as { ReqID: string; Location: string };
  }

  describe('refusals', () => {
    it('refuses anonymous creation and edits with 401 and writes nothing', async () => {
      const before = await reqCount();
      for (const body of [
        { artifactType: 'arg', artifactID: argID, title: 'Please discuss', issue: ISSUE },
        { artifactType: 'admin', title: 'Please discuss', issue: ISSUE },
      ]) {
        const res = await request(t.http).post('/api/req/new').send({ body });
        expect(res.status).toBe(401);
        expect(res.body.error).toEqual(expect.any(String));
      }
      const { ReqID } = await newReq(user, { artifactType: 'arg', artifactID: argID });
      for (const [action, args] of [
        [
          'ReqEditTextField',
          { FieldName: 'Title', OldValue: 'Please discuss this', NewValue: 'x' },
        ],
        ['ReqDelete', {}],
        ['ReqRevert', { RevID: 'AAAAAAAAAAAA' }],
      ] as const) {
        const res = await edit(request.agent(t.http), 'req', ReqID, action, args);
        expect(res.status).toBe(401);
      }
      expect(await reqCount()).toBe(before + 1);
    });

    it('lets only editors and above create or edit admin requests', async () => {
      const before = await reqCount();
      for (const artifactType of ['admin', '', undefined]) {
        const res = await user.post('/api/req/new').send({
          body: { artifactType, artifactID: '', title: 'Change the site', issue: ISSUE },
        });
        expect(res.status).toBe(403);
        expect(res.body.error).toContain('editor');
      }
      expect(await reqCount()).toBe(before);
      const { ReqID } = await newReq(editor, { artifactType: 'admin' });
      // Read like any content (getfield and a user's edits show any artifact anyway).
      expect((await request(t.http).get('/api/req/get').query({ reqID: ReqID })).status).toBe(200);
      expect((await user.get('/api/req/list').query({ artifactType: 'admin' })).status).toBe(200);
      const history = await user.get('/api/req/history').query({ reqID: ReqID });
      expect(history.status).toBe(200);
      // Its history names the access line that decides its changes (what Can.Kinds.adminReq says).
      expect(history.body.AccessKind).toBe('adminReq');
      const edited = await edit(user, 'req', ReqID, 'ReqEditTextField', {
        FieldName: 'Title',
        OldValue: 'Please discuss this',
        NewValue: 'Hijacked title',
      });
      expect(edited.status).toBe(403);
      expect(edited.body.error).toContain('editor');
      const deleted = await edit(user, 'req', ReqID, 'ReqDelete', {});
      expect(deleted.status).toBe(403);
      const anon = await edit(request.agent(t.http), 'req', ReqID, 'ReqDelete', {});
      expect(anon.status).toBe(401);
      const byEditor = await edit(editor, 'req', ReqID, 'ReqEditTextField', {
        FieldName: 'Title',
        OldValue: 'Please discuss this',
        NewValue: 'Change the site',
      });
      expect(byEditor.status).toBe(200);
    });

    it('lets only editors and above delete a request (403 naming the role)', async () => {
      const { ReqID } = await newReq(user, { artifactType: 'convo', artifactID: convoID });
      const res = await edit(user, 'req', ReqID, 'ReqDelete', {});
      expect(res.status).toBe(403);
      expect(res.body.error).toContain('editor');
      expect((await request(t.http).get('/api/req/get').query({ reqID: ReqID })).status).toBe(200);
    });

    it('answers 404 to edits and reads of an unknown request', async () => {
      const res = await edit(user, 'req', 'AAAAAAAAAAAA', 'ReqEditTextField', {
        FieldName: 'Title',
        OldValue: 'x',
        NewValue: 'Some title',
      });
      expect(res.status).toBe(404);
      expect((await user.get('/api/req/get').query({ reqID: 'AAAAAAAAAAAA' })).status).toBe(404);
    });
  });

  describe('validation', () => {
    it('refuses hostile and invalid bodies with 400 and writes nothing', async () => {
      const before = await reqCount();
      const ok = { artifactType: 'arg', artifactID: argID, title: 'Please discuss', issue: ISSUE };
      const bodies = [
        envelope({ ...ok, title: `Please${NUL}discuss` }),
        envelope({ ...ok, issue: `${ISSUE}${LONE_SURROGATE}` }),
        envelope({ ...ok, title: 'x'.repeat(76) }),
        envelope({ ...ok, issue: 'x'.repeat(5001) }),
        envelope({ ...ok, issue: 'x'.repeat(1_000_000) }),
        envelope({ ...ok, title: ['Please discuss'] }),
        envelope({ ...ok, issue: { text: ISSUE } }),
        envelope({ ...ok, title: 42 }),
        envelope({ ...ok, title: null }),
        envelope({ ...ok, title: '  ' }),
        envelope({ ...ok, issue: 'short' }),
        envelope({ ...ok, artifactType: 'pos' }),
        envelope({ ...ok, artifactType: 'gadget' }),
        envelope({ ...ok, artifactType: ['arg'] }),
        envelope({ ...ok, artifactType: 7 }),
        envelope({ ...ok, artifactType: null }),
        envelope({ ...ok, artifactID: null }),
        envelope({ ...ok, artifactID: `${argID}${NUL}` }),
        envelope({ ...ok, artifactID: ['x'] }),
        envelope({ ...ok, artifactID: 'not an id!' }),
        envelope({ ...ok, artifactID: '' }),
        envelope({ ...ok, artifactID: undefined }),
        envelope({ ...ok, extra: 1 }),
        envelope([ok]),
        JSON.stringify(ok),
      ];
      for (const body of bodies) {
        const res = await rawPost(user, '/api/req/new', body);
        expect([400, 413]).toContain(res.status);
        expect(res.body.error).toEqual(expect.any(String));
      }
      // An admin request names no artifact.
      const admin = await editor
        .post('/api/req/new')
        .send({ body: { ...ok, artifactType: 'admin', artifactID: argID } });
      expect(admin.status).toBe(400);
      expect(await reqCount()).toBe(before);
    });

    it('refuses a request on a missing, deleted or hidden artifact with 404', async () => {
      const before = await reqCount();
      const missing = await user.post('/api/req/new').send({
        body: { artifactType: 'convo', artifactID: 'AAAAAAAAAAAA', title: 'Discuss', issue: ISSUE },
      });
      expect(missing.status).toBe(404);
      const goneArg = await newArg(user, posID);
      expect((await deleteArtifact(editor, 'arg', goneArg)).status).toBe(200);
      const onDeleted = await user.post('/api/req/new').send({
        body: { artifactType: 'arg', artifactID: goneArg, title: 'Discuss', issue: ISSUE },
      });
      expect(onDeleted.status).toBe(404);
      // An argument under a deleted position is gone too.
      const pos2 = await newPos(user, convoID);
      const arg2 = await newArg(user, pos2);
      expect((await deleteArtifact(editor, 'pos', pos2)).status).toBe(200);
      const underDeleted = await user.post('/api/req/new').send({
        body: { artifactType: 'arg', artifactID: arg2, title: 'Discuss', issue: ISSUE },
      });
      expect(underDeleted.status).toBe(404);
      // The type must match the id: a convo id is not an argument.
      const wrongType = await user.post('/api/req/new').send({
        body: { artifactType: 'arg', artifactID: convoID, title: 'Discuss', issue: ISSUE },
      });
      expect(wrongType.status).toBe(404);
      expect(await reqCount()).toBe(before);
      const list = await user
        .get('/api/req/list')
        .query({ artifactType: 'arg', artifactID: goneArg });
      expect(list.status).toBe(404);
    });

    it('validates get, list and history parameters', async () => {
      const bad: [string, object][] = [
        ['/api/req/get', {}],
        ['/api/req/get', { reqID: 'x y' }],
        ['/api/req/get', { reqID: ['a', 'b'] }],
        ['/api/req/get', { reqID: 'a\u0000b' }],
        ['/api/req/list', {}],
        ['/api/req/list', { artifactType: 'gadget', artifactID: argID }],
        ['/api/req/list', { artifactType: 'arg' }],
        ['/api/req/list', { artifactType: ['arg', 'convo'], artifactID: argID }],
        ['/api/req/list', { artifactType: 'arg', artifactID: 'x'.repeat(17) }],
        ['/api/req/history', {}],
        ['/api/req/history', { reqID: 'AAAAAAAAAAAA', limit: 0 }],
      ];
      for (const [path, query] of bad) {
        const res = await user.get(path).query(query);
        expect(res.status).toBe(400);
        expect(res.body.error).toEqual(expect.any(String));
      }
    });
  });

  describe('behaviour', () => {
    it('creates a request on an argument: read data, list, history and an inbox entry', async () => {
      const created = await newReq(user, {
        artifactType: 'arg',
        artifactID: argID,
        title: '  Is the   description neutral? ',
      });
      expect(created.Location).toBe(`/edit/req/${created.ReqID}`);
      const got = await request(t.http).get('/api/req/get').query({ reqID: created.ReqID });
      expect(got.status).toBe(200);
      const req = got.body.Req as ReqBody;
      expect(req).toMatchObject({
        ReqID: created.ReqID,
        Title: 'Is the   description neutral?',
        Issue: ISSUE,
        Link: `/req/${created.ReqID}`,
        Status: 'open',
        CreatedBy: username,
        ArtifactType: 'arg',
        ArtifactID: argID,
        ArtifactLink: `/a/${argID}`,
        Admin: false,
      });
      expect(req.ArtifactTitle.length).toBeGreaterThan(0);

      const list = await request(t.http)
        .get('/api/req/list')
        .query({ artifactType: 'arg', artifactID: argID });
      expect(list.status).toBe(200);
      expect(list.body.ArtifactLink).toBe(`/a/${argID}`);
      expect(list.body.Reqs[0].ReqID).toBe(created.ReqID);
      expect(list.body.Reqs[0].Status).toBe('open');
      expect(list.body.HasMore).toBe(false);

      const revisions = await history(request.agent(t.http), 'req', created.ReqID);
      expect(revisions.map((r) => r.ActionName)).toEqual(['ReqCreate']);
      const page = await request(t.http).get('/api/req/history').query({ reqID: created.ReqID });
      expect(page.body.AccessKind).toBe('req');
      const entry = await inboxEntryFor(editor, revisions[0].RevID);
      expect(entry.Kind).toBe('reqAction');
    });

    it('creates admin requests for editors, listed apart and opened in the admin area', async () => {
      const created = await newReq(editor, { title: 'Add a glossary page' });
      expect(created.Location).toBe(`/internal/admin/edit/req/${created.ReqID}`);
      const got = await editor.get('/api/req/get').query({ reqID: created.ReqID });
      expect(got.status).toBe(200);
      expect(got.body.Req).toMatchObject({
        ArtifactType: 'admin',
        ArtifactID: '',
        ArtifactLink: '',
        Admin: true,
      });
      const list = await editor.get('/api/req/list').query({ artifactType: 'admin' });
      expect(list.status).toBe(200);
      expect(list.body.Reqs.map((r: { ReqID: string }) => r.ReqID)).toContain(created.ReqID);
      const convoList = await editor
        .get('/api/req/list')
        .query({ artifactType: 'convo', artifactID: convoID });
      expect(convoList.body.Reqs.map((r: { ReqID: string }) => r.ReqID)).not.toContain(
        created.ReqID,
      );
    });

    it('edits, deletes and reverts a request through the write path', async () => {
      const { ReqID } = await newReq(user, { artifactType: 'convo', artifactID: convoID });
      const edited = await edit(user, 'req', ReqID, 'ReqEditTextField', {
        FieldName: 'Issue',
        OldValue: ISSUE,
        NewValue: 'A clearer statement of the issue.',
      });
      expect(edited.status).toBe(200);
      const unknownField = await edit(user, 'req', ReqID, 'ReqEditTextField', {
        FieldName: 'ArtifactID',
        OldValue: convoID,
        NewValue: argID,
      });
      expect(unknownField.status).toBe(400);
      const tooLong = await edit(user, 'req', ReqID, 'ReqEditTextField', {
        FieldName: 'Title',
        OldValue: 'Please discuss this',
        NewValue: 'x'.repeat(76),
      });
      expect(tooLong.status).toBe(400);
      let got = await user.get('/api/req/get').query({ reqID: ReqID });
      expect(got.body.Req.Issue).toBe('A clearer statement of the issue.');

      const deleted = await edit(editor, 'req', ReqID, 'ReqDelete', {});
      expect(deleted.status).toBe(200);
      expect(deleted.body.Location).toBe(`/reqs/c/${convoID}`);
      expect((await user.get('/api/req/get').query({ reqID: ReqID })).status).toBe(404);
      const list = await user
        .get('/api/req/list')
        .query({ artifactType: 'convo', artifactID: convoID });
      expect(list.body.Reqs.map((r: { ReqID: string }) => r.ReqID)).not.toContain(ReqID);
      const editDeleted = await edit(user, 'req', ReqID, 'ReqEditTextField', {
        FieldName: 'Title',
        OldValue: 'Please discuss this',
        NewValue: 'Another title',
      });
      expect(editDeleted.status).toBe(409);

      // A deleted request's history is for those who see deleted content (mods and admins).
      expect((await user.get('/api/req/history').query({ reqID: ReqID })).status).toBe(404);
      const revisions = await history(mod, 'req', ReqID);
      expect(revisions.map((r) => r.ActionName)).toEqual([
        'ReqDelete',
        'ReqEditTextField',
        'ReqCreate',
      ]);
      // Back to the creation: undeleted, the first issue again.
      const reverted = await edit(editor, 'req', ReqID, 'ReqRevert', { RevID: revisions[2].RevID });
      expect(reverted.status).toBe(200);
      got = await user.get('/api/req/get').query({ reqID: ReqID });
      expect(got.status).toBe(200);
      expect(got.body.Req.Issue).toBe(ISSUE);
      expect((await history(user, 'req', ReqID))[0].ActionName).toBe('ReqRevert');
    });

    it('serves the edit form through getfield and lets an editor undo a request edit from the inbox', async () => {
      const { ReqID } = await newReq(user, { artifactType: 'arg', artifactID: argID });
      const field = await user
        .get('/api/getfield')
        .query({ artifactID: ReqID, artifactType: 'req', fieldName: 'Issue' });
      expect(field.status).toBe(200);
      expect(field.body.Value).toBe(ISSUE);
      const edited = await edit(user, 'req', ReqID, 'ReqEditTextField', {
        FieldName: 'Title',
        OldValue: 'Please discuss this',
        NewValue: 'A vandalised title',
      });
      expect(edited.status).toBe(200);
      const entry = await inboxEntryFor(editor, edited.body.RevID as string);
      expect(entry.Kind).toBe('reqAction');
      const undo = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: entry.InboxID } });
      expect(undo.status).toBe(200);
      const got = await user.get('/api/req/get').query({ reqID: ReqID });
      expect(got.body.Req.Title).toBe('Please discuss this');
    });

    it('refuses an inbox undo of a request edit once its argument is deleted (the kind guards every change)', async () => {
      const arg = await newArg(user, posID);
      const { ReqID } = await newReq(user, { artifactType: 'arg', artifactID: arg });
      const edited = await edit(user, 'req', ReqID, 'ReqEditTextField', {
        FieldName: 'Title',
        OldValue: 'Please discuss this',
        NewValue: 'A title to undo',
      });
      expect(edited.status).toBe(200);
      const entry = await inboxEntryFor(editor, edited.body.RevID as string);
      expect((await deleteArtifact(editor, 'arg', arg)).status).toBe(200);
      const revisionsBefore = await revisionCount(t, ReqID);

      const undo = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: entry.InboxID } });
      expect(undo.status).toBe(404);
      expect(undo.body.error).toBe(`There is no request ${ReqID}.`);
      // Nothing written: no revision, the title as it was, the entry still undoable.
      expect(await revisionCount(t, ReqID)).toBe(revisionsBefore);
      const [row] = await t.sql<{ title: string }>('SELECT title FROM reqs WHERE id = $1', [ReqID]);
      expect(row.title).toBe('A title to undo');
      expect((await inboxEntryFor(editor, edited.body.RevID as string)).Undone).toBe(false);
    });

    it('hides the requests of an argument once the argument is deleted', async () => {
      const arg = await newArg(user, posID);
      const { ReqID } = await newReq(user, { artifactType: 'arg', artifactID: arg });
      expect((await deleteArtifact(editor, 'arg', arg)).status).toBe(200);
      expect((await user.get('/api/req/get').query({ reqID: ReqID })).status).toBe(404);
      const list = await user.get('/api/req/list').query({ artifactType: 'arg', artifactID: arg });
      expect(list.status).toBe(404);
      const edited = await edit(user, 'req', ReqID, 'ReqEditTextField', {
        FieldName: 'Title',
        OldValue: 'Please discuss this',
        NewValue: 'Edited while hidden',
      });
      expect(edited.status).toBe(404);
      // Back with its argument.
      const [argRev] = await t.sql<{ id: string }>(
        "SELECT id FROM revisions WHERE artifact_id = $1 AND action_name = 'ArgCreate'",
        [arg],
      );
      const revert = await editor.post('/api/arg/edit').send({
        body: {
          argID: arg,
          action: { ActionName: 'ArgRevert', ArgsJSON: JSON.stringify({ RevID: argRev.id }) },
          revDesc: '',
        },
      });
      expect(revert.status).toBe(200);
      expect((await user.get('/api/req/get').query({ reqID: ReqID })).status).toBe(200);
    });
  });
  describe('status', () => {
    const setStatus = (agent: Agent, reqID: string, from: string, to: string) =>
      edit(agent, 'req', reqID, 'ReqEdit', { Old: { Status: from }, New: { Status: to } });

    it('starts open; editors and above resolve it (ReqEdit), in history, GET and the list', async () => {
      const { ReqID } = await newReq(user, { artifactType: 'convo', artifactID: convoID });
      const [row] = await t.sql<{ status: string }>('SELECT status FROM reqs WHERE id = $1', [
        ReqID,
      ]);
      expect(row.status).toBe('open');
      const resolved = await setStatus(editor, ReqID, 'open', 'resolved');
      expect(resolved.status).toBe(200);
      const got = await request(t.http).get('/api/req/get').query({ reqID: ReqID });
      expect(got.body.Req.Status).toBe('resolved');
      const list = await request(t.http)
        .get('/api/req/list')
        .query({ artifactType: 'convo', artifactID: convoID });
      expect(list.body.Reqs.find((r: { ReqID: string }) => r.ReqID === ReqID)?.Status).toBe(
        'resolved',
      );
      const revisions = await history(user, 'req', ReqID);
      expect(revisions[0].ActionName).toBe('ReqEdit');
      expect(revisions[0].Diff).toEqual([{ Field: 'Status', Old: 'open', New: 'resolved' }]);
      // The creation records the status it started with.
      expect(revisions[1].Diff).toContainEqual({ Field: 'Status', Old: null, New: 'open' });
      // Stale: someone resolved it meanwhile (409, nothing written).
      const before = await revisionCount(t, ReqID);
      const stale = await setStatus(mod, ReqID, 'open', 'resolved');
      expect(stale.status).toBe(409);
      expect(await revisionCount(t, ReqID)).toBe(before);
    });

    it('refuses a user (403) whatever the action: edit (even with a stale Old), revert, undo', async () => {
      const { ReqID } = await newReq(user, { artifactType: 'arg', artifactID: argID });
      const before = await revisionCount(t, ReqID);
      for (const from of ['open', 'resolved']) {
        const res = await setStatus(user, ReqID, from, 'resolved');
        expect(res.status).toBe(403);
        expect(res.body.error).toBe('You need the editor role to change the Status of a request.');
      }
      const both = await edit(user, 'req', ReqID, 'ReqEdit', {
        Old: { Title: 'Please discuss this', Status: 'open' },
        New: { Title: 'A new title here', Status: 'resolved' },
      });
      expect(both.status).toBe(403);
      expect(await revisionCount(t, ReqID)).toBe(before);
      // Title and Issue stay the users' (ReqEdit without Status).
      const titled = await edit(user, 'req', ReqID, 'ReqEdit', {
        Old: { Title: 'Please discuss this' },
        New: { Title: 'A new title here' },
      });
      expect(titled.status).toBe(200);
      // A revert across a status change needs the role too.
      const resolved = await setStatus(editor, ReqID, 'open', 'resolved');
      expect(resolved.status).toBe(200);
      const created = (await history(user, 'req', ReqID)).at(-1)!;
      const revert = await edit(user, 'req', ReqID, 'ReqRevert', { RevID: created.RevID });
      expect(revert.status).toBe(403);
      const [row] = await t.sql<{ status: string; title: string }>(
        'SELECT status, title FROM reqs WHERE id = $1',
        [ReqID],
      );
      expect(row).toEqual({ status: 'resolved', title: 'A new title here' });
      // An editor's revert brings back the status (and the title) of the creation.
      expect((await edit(editor, 'req', ReqID, 'ReqRevert', { RevID: created.RevID })).status).toBe(
        200,
      );
      const got = await user.get('/api/req/get').query({ reqID: ReqID });
      expect(got.body.Req).toMatchObject({ Status: 'open', Title: 'Please discuss this' });
    });

    it('is undone from the inbox like any field', async () => {
      const { ReqID } = await newReq(user, { artifactType: 'convo', artifactID: convoID });
      const resolved = await setStatus(editor, ReqID, 'open', 'resolved');
      const entry = await inboxEntryFor(editor, resolved.body.RevID as string);
      const undo = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: entry.InboxID } });
      expect(undo.status).toBe(200);
      const got = await user.get('/api/req/get').query({ reqID: ReqID });
      expect(got.body.Req.Status).toBe('open');
    });

    it('refuses a status that is not open or resolved (400), and non-text', async () => {
      const { ReqID } = await newReq(user, { artifactType: 'convo', artifactID: convoID });
      const before = await revisionCount(t, ReqID);
      for (const to of ['closed', 'RESOLVED', '', `resolved${NUL}`, 'x'.repeat(20000)]) {
        const res = await setStatus(editor, ReqID, 'open', to);
        expect(res.status).toBe(400);
        expect(res.body.error).toEqual(expect.any(String));
      }
      for (const args of [
        { Old: { Status: 'open' }, New: { Status: 1 } },
        { Old: { Status: 'open' }, New: { Status: null } },
        { Old: { Status: 'open' }, New: { Status: ['resolved'] } },
        { Old: {}, New: { Status: 'resolved' } },
        { Old: { Status: 'open' }, New: { Status: 'resolved', Artifact: 'x' } },
      ]) {
        const res = await edit(editor, 'req', ReqID, 'ReqEdit', args);
        expect(res.status).toBe(400);
      }
      expect(await revisionCount(t, ReqID)).toBe(before);
    });
  });

  describe('concurrency', () => {
    it('requests racing the deletion of their argument: each is made before it (then hidden) or refused 404', async () => {
      const arg = await newArg(user, posID);
      const creations = Array.from({ length: 8 }, (_, i) =>
        user.post('/api/req/new').send({
          body: { artifactType: 'arg', artifactID: arg, title: `Race ${i}`, issue: ISSUE },
        }),
      );
      const [deletion, ...results] = await Promise.all([
        deleteArtifact(editor, 'arg', arg),
        ...creations,
      ]);
      expect(deletion.status).toBe(200);
      for (const res of results) expect([201, 404, 429]).toContain(res.status);
      const made = results.filter((r) => r.status === 201).length;
      const [row] = await t.sql<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM reqs WHERE artifact_id = $1',
        [arg],
      );
      expect(row.n).toBe(made);
      const list = await user.get('/api/req/list').query({ artifactType: 'arg', artifactID: arg });
      expect(list.status).toBe(404);
    });
  });
});
