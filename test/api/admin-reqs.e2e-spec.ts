import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { expectError, rawPost, rowCount, uniqueLabel } from './support/api-checks.js';
import { envelope, LONE_SURROGATE, NUL } from './support/hostile-values.js';
import {
  type Agent,
  deleteArtifact,
  history,
  inboxEntryFor,
  newArg,
  newConvo,
  newPos,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** A record of /api/admin/data/reqs. */
interface ReqRecord {
  id: string;
  Title: string;
  Issue: string;
  Admin: boolean;
  ArtifactType: string | null;
  ArtifactID: string | null;
  Link: string;
  Status: 'open' | 'resolved';
  UsernameCased: string;
  Deleted: boolean;
  Created: string;
}

const BASE = '/api/admin/data/reqs';
const ISSUE = 'The description of this argument takes a side; it should be value-free.';

describe('console requests: /api/admin/data/reqs', () => {
  let t: TestApp;
  let user: Agent;
  let username: string;
  let editor: Agent;
  let editorName: string;
  let mod: Agent;
  let admin: Agent;
  let convoID: string;
  let argID: string;

  const list = (agent: Agent, query: Record<string, unknown> = {}) => {
    const { filter, ...rest } = query;
    return agent
      .get(BASE)
      .query(filter === undefined ? rest : { ...rest, filter: JSON.stringify(filter) });
  };
  const ids = (res: request.Response) => (res.body.Items as ReqRecord[]).map((r) => r.id);
  const getOne = async (agent: Agent, id: string): Promise<ReqRecord> => {
    const res = await agent.get(`${BASE}/${id}`);
    expect(res.status).toBe(200);
    return res.body.Item as ReqRecord;
  };
  const revisions = async () => rowCount(t, 'revisions');

  /** A discussion request made through the request API (by a user, on the argument). */
  async function discussionReq(title = uniqueLabel('Discuss')): Promise<string> {
    const res = await user.post('/api/req/new').send({
      body: { artifactType: 'arg', artifactID: argID, title: title.slice(0, 75), issue: ISSUE },
    });
    expect(res.status).toBe(201);
    return res.body.ReqID as string;
  }

  /** An admin request made in the console. */
  async function adminReq(title = uniqueLabel('Glossary')): Promise<ReqRecord> {
    const res = await editor.post(BASE).send({ body: { data: { Title: title, Issue: ISSUE } } });
    expect(res.status).toBe(200);
    return res.body.Item as ReqRecord;
  }

  beforeAll(async () => {
    t = await startTestApp();
    ({ agent: user, username } = await userWithRole(t));
    ({ agent: editor, username: editorName } = await userWithRole(t, 'editor'));
    mod = (await userWithRole(t, 'mod')).agent;
    admin = (await userWithRole(t, 'admin')).agent;
    convoID = await newConvo(user);
    argID = await newArg(user, await newPos(user, convoID));
  });
  afterAll(() => t?.close());

  describe('refusals', () => {
    it('answers 401 to anonymous callers and 403 to users, for every verb, writing nothing', async () => {
      const id = await discussionReq();
      const reqsBefore = await rowCount(t, 'reqs');
      const revisionsBefore = await revisions();
      const calls = (agent: Agent) => [
        agent.get(BASE),
        agent.get(`${BASE}/${id}`),
        agent.post(BASE).send({ body: { data: { Title: 'A new request', Issue: ISSUE } } }),
        agent.post(`${BASE}/${id}`).send({
          body: { data: { Status: 'resolved' }, previousData: { Status: 'open' } },
        }),
        agent.post(`${BASE}/${id}/delete`).send({ body: { reason: 'spam' } }),
        agent
          .post(`${BASE}/updatemany`)
          .send({ body: { ids: [id], data: { Status: 'resolved' } } }),
      ];
      for (const res of await Promise.all(calls(request.agent(t.http))))
        expectError(res, 401, /log in/);
      for (const res of await Promise.all(calls(user))) expectError(res, 403, /editor/);
      expect(await rowCount(t, 'reqs')).toBe(reqsBefore);
      expect(await revisions()).toBe(revisionsBefore);
      expect((await getOne(editor, id)).Status).toBe('open');
    });

    it('lets editors, mods and admins use it', async () => {
      for (const agent of [editor, mod, admin]) {
        const res = await list(agent);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ Items: expect.any(Array), Total: expect.any(Number) });
      }
    });
  });

  describe('reading', () => {
    let a: ReqRecord;
    let b: ReqRecord;
    let discussion: string;
    let resolved: string;
    let deleted: string;
    const label = uniqueLabel('Reading');

    beforeAll(async () => {
      a = await adminReq(`${label} alpha`);
      b = await adminReq(`${label} beta`);
      discussion = await discussionReq(`${label} gamma`);
      resolved = await discussionReq(`${label} delta`);
      deleted = await discussionReq(`${label} epsilon`);
      const res = await editor.post(`${BASE}/updatemany`).send({
        body: { ids: [resolved], data: { Status: 'resolved' } },
      });
      expect(res.body).toEqual({ Ids: [resolved] });
      expect((await deleteArtifact(editor, 'req', deleted)).status).toBe(200);
    });

    it('reads one request with every field; 404 for none', async () => {
      expect(await getOne(mod, discussion)).toEqual({
        id: discussion,
        Title: `${label} gamma`,
        Issue: ISSUE,
        Admin: false,
        ArtifactType: 'arg',
        ArtifactID: argID,
        Link: `/req/${discussion}`,
        Status: 'open',
        UsernameCased: username,
        Deleted: false,
        Created: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        // A suggested question's outcome (suggestions.e2e-spec.ts); empty for other requests.
        Suggestion: false,
        Outcome: null,
        ConvoID: '',
        QuestionLink: '',
        DeclineReason: '',
      });
      expect(await getOne(editor, a.id)).toMatchObject({
        Admin: true,
        ArtifactType: null,
        ArtifactID: null,
        UsernameCased: editorName,
      });
      expect((await getOne(editor, deleted)).Deleted).toBe(true);
      expectError(await editor.get(`${BASE}/AAAAAAAAAAAA`), 404);
    });

    it('lists live requests newest first by default, with the total of the filter', async () => {
      const res = await list(editor, { filter: { q: label } });
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual([resolved, discussion, b.id, a.id]);
      expect(res.body.Total).toBe(4);
    });

    it('pages and sorts by Title and Created either way', async () => {
      const page = (n: number, order: string) =>
        list(editor, { page: n, perPage: 2, sort: 'Title', order, filter: { q: label } });
      const asc = [...ids(await page(1, 'ASC')), ...ids(await page(2, 'ASC'))];
      expect(asc).toEqual([a.id, b.id, resolved, discussion]);
      expect(ids(await page(1, 'DESC'))).toEqual([discussion, resolved]);
      const third = await page(3, 'ASC');
      expect(third.body).toEqual({ Items: [], Total: 4 });
      const created = await list(editor, { sort: 'Created', order: 'ASC', filter: { q: label } });
      expect(ids(created)).toEqual([a.id, b.id, discussion, resolved]);
    });

    it('filters by text (title or issue, any case), status, admin and deleted', async () => {
      expect(ids(await list(editor, { filter: { q: `${label} GAMMA`.toLowerCase() } }))).toEqual([
        discussion,
      ]);
      const byIssue = await list(editor, { filter: { q: 'VALUE-FREE', admin: false } });
      expect(ids(byIssue)).toEqual(expect.arrayContaining([discussion, resolved]));
      expect(ids(await list(editor, { filter: { q: label, status: 'resolved' } }))).toEqual([
        resolved,
      ]);
      expect(ids(await list(editor, { filter: { q: label, status: 'open' } }))).toEqual([
        discussion,
        b.id,
        a.id,
      ]);
      expect(ids(await list(editor, { filter: { q: label, admin: true } }))).toEqual([b.id, a.id]);
      const gone = await list(editor, { filter: { q: label, deleted: true } });
      expect(ids(gone)).toEqual([deleted]);
      expect(gone.body.Total).toBe(1);
      // getMany: by ids, deleted ones too.
      const many = await list(editor, { filter: { id: [a.id, deleted, 'AAAAAAAAAAAA'] } });
      expect(ids(many).sort()).toEqual([a.id, deleted].sort());
      // Nothing matches: an empty page, not an error.
      expect((await list(editor, { filter: { q: 'no such request at all' } })).body).toEqual({
        Items: [],
        Total: 0,
      });
    });

    it('refuses unknown sorts and filters, bad values and hostile queries with 400', async () => {
      const bad: Record<string, unknown>[] = [
        { sort: 'Issue' },
        { sort: 'title' },
        { sort: 'r.title; DROP TABLE reqs' },
        { order: 'sideways' },
        { perPage: 0 },
        { perPage: 101 },
        { page: 0 },
        { page: 'x' },
        { filter: { status: 'closed' } },
        { filter: { nope: 1 } },
        { filter: { admin: 'maybe' } },
        { filter: { q: 'x'.repeat(201) } },
        { filter: { id: 'not an id!' } },
        { filter: { q: `a${String.fromCharCode(0)}b` } },
        { filter: { status: ['open'] } },
      ];
      for (const query of bad) expectError(await list(editor, query), 400);
      for (const filter of ['not json', '[1]', '"open"', '{"q":'])
        expectError(await editor.get(BASE).query({ filter }), 400);
    });
  });

  describe('writing', () => {
    it('creates an admin request by the editor (ReqCreate in its history and the inbox)', async () => {
      const title = uniqueLabel('Add a glossary');
      const res = await editor
        .post(BASE)
        .send({ body: { data: { Title: `  ${title} `, Issue: ISSUE } } });
      expect(res.status).toBe(200);
      const item = res.body.Item as ReqRecord;
      expect(item).toMatchObject({
        Title: title,
        Issue: ISSUE,
        Admin: true,
        ArtifactType: null,
        Status: 'open',
        UsernameCased: editorName,
        Deleted: false,
      });
      const revs = await history(editor, 'req', item.id);
      expect(revs.map((r) => r.ActionName)).toEqual(['ReqCreate']);
      expect((await inboxEntryFor(editor, revs[0].RevID)).Kind).toBe('reqAction');
      // The reader's request API shows it too, with its status.
      const got = await request(t.http).get('/api/req/get').query({ reqID: item.id });
      expect(got.body.Req).toMatchObject({ Admin: true, Status: 'open' });
    });

    it('updates Title, Issue and Status as one revision, the reason as its description', async () => {
      const item = await adminReq();
      const title = uniqueLabel('Renamed');
      const res = await editor.post(`${BASE}/${item.id}`).send({
        body: {
          data: { Title: title, Status: 'resolved' },
          previousData: item,
          reason: 'Done in the glossary',
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.Item).toMatchObject({ id: item.id, Title: title, Status: 'resolved' });
      const [rev] = await history(editor, 'req', item.id);
      expect(rev.ActionName).toBe('ReqEdit');
      expect(rev.UserDescription).toBe('Done in the glossary');
      expect(rev.Diff).toEqual(
        expect.arrayContaining([
          { Field: 'Title', Old: item.Title, New: title },
          { Field: 'Status', Old: 'open', New: 'resolved' },
        ]),
      );
      expect(rev.Diff).toHaveLength(2);
      // Nothing changed (the same values as loaded): the record, no revision.
      const before = await revisions();
      const same = await editor.post(`${BASE}/${item.id}`).send({
        body: { data: { Title: title }, previousData: res.body.Item },
      });
      expect(same.status).toBe(200);
      expect(await revisions()).toBe(before);
    });

    it('refuses a stale update with 409 and writes nothing; history shows the revision and revert restores', async () => {
      const item = await adminReq();
      const first = await editor.post(`${BASE}/${item.id}`).send({
        body: { data: { Issue: 'Someone else changed the issue first.' }, previousData: item },
      });
      expect(first.status).toBe(200);
      const before = await revisions();
      // Another editor still has the first version on screen.
      for (const data of [
        { Issue: 'My change, made on an old copy.' },
        { Issue: 'My change, made on an old copy.', Status: 'resolved' },
      ]) {
        const stale = await mod
          .post(`${BASE}/${item.id}`)
          .send({ body: { data, previousData: item } });
        expectError(stale, 409, /Issue was changed by someone else/);
      }
      expect(await revisions()).toBe(before);
      const now = await getOne(editor, item.id);
      expect(now).toMatchObject({ Issue: 'Someone else changed the issue first.', Status: 'open' });
      // Without the loaded value there is nothing to compare: 400.
      expectError(
        await editor.post(`${BASE}/${item.id}`).send({ body: { data: { Issue: ISSUE } } }),
        400,
        /previousData/,
      );
      // Revert to the creation: the first issue again.
      const revs = await history(editor, 'req', item.id);
      const created = revs.at(-1)!;
      const revert = await editor.post('/api/req/edit').send({
        body: {
          reqID: item.id,
          action: { ActionName: 'ReqRevert', ArgsJSON: JSON.stringify({ RevID: created.RevID }) },
        },
      });
      expect(revert.status).toBe(200);
      expect((await getOne(editor, item.id)).Issue).toBe(ISSUE);
    });

    it('deletes with the reason as the revision description; a deleted request is not updated (409)', async () => {
      const id = await discussionReq();
      const res = await editor
        .post(`${BASE}/${id}/delete`)
        .send({ body: { reason: 'A duplicate of another request' } });
      expect(res.status).toBe(200);
      expect(res.body.Item).toMatchObject({ id, Deleted: true });
      const [rev] = await history(mod, 'req', id);
      expect(rev.ActionName).toBe('ReqDelete');
      expect(rev.UserDescription).toBe('A duplicate of another request');
      expect((await request(t.http).get('/api/req/get').query({ reqID: id })).status).toBe(404);
      const before = await revisions();
      const item = await getOne(editor, id);
      expectError(
        await editor
          .post(`${BASE}/${id}`)
          .send({ body: { data: { Status: 'resolved' }, previousData: item } }),
        409,
      );
      expectError(await editor.post(`${BASE}/${id}/delete`).send({ body: {} }), 409);
      expectError(await editor.post(`${BASE}/AAAAAAAAAAAA/delete`).send({ body: {} }), 404);
      expect(await revisions()).toBe(before);
      // A delete without a reason still says what happened.
      const other = await discussionReq();
      expect((await editor.post(`${BASE}/${other}/delete`).send({ body: {} })).status).toBe(200);
      expect((await history(mod, 'req', other))[0].UserDescription).toBe('Deleted in the console');
    });

    it('resolves in bulk, one revision each, answering the ids it changed', async () => {
      const open1 = await discussionReq();
      const open2 = (await adminReq()).id;
      const already = await discussionReq();
      const gone = await discussionReq();
      expect(
        (
          await editor
            .post(`${BASE}/updatemany`)
            .send({ body: { ids: [already], data: { Status: 'resolved' } } })
        ).body,
      ).toEqual({ Ids: [already] });
      expect((await deleteArtifact(editor, 'req', gone)).status).toBe(200);
      const res = await editor.post(`${BASE}/updatemany`).send({
        body: {
          ids: [open1, open2, already, gone, 'AAAAAAAAAAAA', open1],
          data: { Status: 'resolved' },
          reason: 'Triage',
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.Ids.sort()).toEqual([open1, open2].sort());
      for (const id of [open1, open2]) {
        const [rev] = await history(editor, 'req', id);
        expect(rev.ActionName).toBe('ReqEdit');
        expect(rev.UserDescription).toBe('Triage');
        expect(rev.Diff).toEqual([{ Field: 'Status', Old: 'open', New: 'resolved' }]);
        expect((await getOne(editor, id)).Status).toBe('resolved');
      }
      expect((await getOne(editor, gone)).Status).toBe('open');
      // Each can be undone on its own from the inbox.
      const [rev] = await history(editor, 'req', open1);
      const entry = await inboxEntryFor(editor, rev.RevID);
      const undo = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: entry.InboxID } });
      expect(undo.status).toBe(200);
      expect((await getOne(editor, open1)).Status).toBe('open');
      expect((await getOne(editor, open2)).Status).toBe('resolved');
    });

    it('refuses bulk changes of anything but Status, and bad id lists, with 400', async () => {
      const id = await discussionReq();
      const before = await revisions();
      for (const body of [
        { ids: [id], data: { Title: 'A bulk title' } },
        { ids: [id], data: { Status: 'resolved', Title: 'A bulk title' } },
        { ids: [id], data: { Status: 'closed' } },
        { ids: [id], data: {} },
        { ids: [], data: { Status: 'resolved' } },
        { ids: Array.from({ length: 101 }, (_, i) => `id${i}`), data: { Status: 'resolved' } },
        { ids: ['not an id!'], data: { Status: 'resolved' } },
        { ids: id, data: { Status: 'resolved' } },
        { ids: [id] },
      ]) {
        expectError(await editor.post(`${BASE}/updatemany`).send({ body }), 400);
      }
      expect(await revisions()).toBe(before);
      expect((await getOne(editor, id)).Status).toBe('open');
    });
  });

  describe('concurrency', () => {
    it('two editors saving the same loaded request: one wins, the other gets 409 and writes nothing', async () => {
      const item = await adminReq();
      const before = await revisions();
      const results = await Promise.all(
        [editor, mod].map((agent, i) =>
          agent.post(`${BASE}/${item.id}`).send({
            body: { data: { Title: `Concurrent title ${i}` }, previousData: item },
          }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await revisions()).toBe(before + 1);
      const winner = results.find((r) => r.status === 200)!.body.Item as ReqRecord;
      expect((await getOne(editor, item.id)).Title).toBe(winner.Title);
    });

    it('two bulk resolutions of the same requests change each once', async () => {
      const targets = [await discussionReq(), (await adminReq()).id, await discussionReq()];
      const before = await revisions();
      const results = await Promise.all(
        [editor, admin].map((agent) =>
          agent
            .post(`${BASE}/updatemany`)
            .send({ body: { ids: targets, data: { Status: 'resolved' } } }),
        ),
      );
      for (const res of results) expect(res.status).toBe(200);
      const changed = results.flatMap((r) => r.body.Ids as string[]);
      expect(changed.sort()).toEqual([...targets].sort());
      expect(await revisions()).toBe(before + targets.length);
    });
  });

  describe('hostile input', () => {
    it('refuses bad creates and updates with 4xx and {"error"}, writing nothing', async () => {
      const item = await adminReq();
      const reqsBefore = await rowCount(t, 'reqs');
      const revisionsBefore = await revisions();
      const okCreate = { Title: 'A request title', Issue: ISSUE };
      const creates = [
        { ...okCreate, Title: `A request${NUL}title` },
        { ...okCreate, Issue: `${ISSUE}${LONE_SURROGATE}` },
        { ...okCreate, Title: 'x'.repeat(76) },
        { ...okCreate, Title: 'ab' },
        { ...okCreate, Issue: 'short' },
        { ...okCreate, Issue: 'x'.repeat(1_000_000) },
        { ...okCreate, Title: 42 },
        { ...okCreate, Title: null },
        { ...okCreate, Title: ['A request title'] },
        { ...okCreate, Issue: { text: ISSUE } },
        { Title: 'A request title' },
        { ...okCreate, Status: 'resolved' },
        { ...okCreate, ArtifactID: argID },
      ];
      for (const data of creates) {
        const res = await rawPost(editor, BASE, envelope({ data }));
        expect([400, 413]).toContain(res.status);
        expect(Object.keys(res.body)).toEqual(['error']);
      }
      const updates: unknown[] = [
        { data: { Title: `A${NUL}b title` }, previousData: item },
        { data: { Title: 5 }, previousData: item },
        { data: { Title: null }, previousData: item },
        { data: { Status: 'closed' }, previousData: item },
        { data: { Status: ['resolved'] }, previousData: item },
        { data: { Status: 'resolved' }, previousData: { ...item, Status: 7 } },
        { data: { Issue: 'x'.repeat(5001) }, previousData: item },
        { data: { Deleted: true }, previousData: item },
        { data: { ArtifactID: argID }, previousData: item },
        { data: { Title: 'A fine new title' }, previousData: item, reason: 'x'.repeat(301) },
        { data: { Title: 'A fine new title' }, previousData: item, reason: 7 },
        { data: { Title: 'A fine new title' }, previousData: 'item' },
        { data: 'Title' },
        { data: [{ Title: 'A fine new title' }] },
      ];
      for (const body of updates) {
        const res = await rawPost(editor, `${BASE}/${item.id}`, envelope(body));
        expect([400, 413]).toContain(res.status);
        expect(Object.keys(res.body)).toEqual(['error']);
      }
      for (const path of [`${BASE}/not an id!`, `${BASE}/${'x'.repeat(17)}`]) {
        const res = await editor
          .post(encodeURI(path))
          .send({ body: { data: { Title: 'A title' } } });
        expect([400, 404]).toContain(res.status);
      }
      expect(await rowCount(t, 'reqs')).toBe(reqsBefore);
      expect(await revisions()).toBe(revisionsBefore);
      expect(await getOne(editor, item.id)).toEqual(item);
    });
  });
});
