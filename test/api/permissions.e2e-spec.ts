import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  type Agent,
  allInboxEntries,
  deleteArtifact,
  edit,
  editField,
  getField,
  history,
  inboxEntryFor,
  newArg,
  newConvo,
  newPos,
  revert,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Tag renames (who, and through the write path) and writes under deleted parents. */
describe('permissions', () => {
  let t: TestApp;
  let user: Agent;
  let editor: Agent;
  let editor2: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    user = (await userWithRole(t)).agent;
    editor = (await userWithRole(t, 'editor')).agent;
    editor2 = (await userWithRole(t, 'editor')).agent;
  });
  afterAll(() => t.close());

  /** Row counts of every table a refused write could have touched. */
  async function counts(): Promise<Record<string, number>> {
    const tables = [
      'revisions',
      'inbox_entries',
      'positions',
      'args',
      'comments',
      'comment_reports',
      'votes',
      'tags',
      'artifact_tags',
    ];
    const result: Record<string, number> = {};
    for (const table of tables) {
      const [row] = await t.sql<{ n: number }>(`SELECT COUNT(*)::int AS n FROM ${table}`);
      result[table] = row.n;
    }
    return result;
  }

  async function tagOf(convoID: string, name: string): Promise<string> {
    const res = await request(t.http).get('/api/convo/get').query({ convoID });
    const tag = (res.body.Convo.Tags as { TagID: string; Name: string }[]).find(
      (x) => x.Name === name,
    );
    if (!tag) throw new Error(`no tag ${name} on ${convoID}`);
    return tag.TagID;
  }

  async function tagName(tagID: string): Promise<string> {
    const res = await request(t.http).get('/api/tag/get').query({ tagID });
    expect(res.status).toBe(200);
    return res.body.Tag.Name as string;
  }

  /** A question and an argument both carrying one tag (typed in different cases). */
  async function tagged(name: string) {
    const convoID = await newConvo(user);
    const posID = await newPos(user, convoID);
    const argID = await newArg(user, posID);
    expect((await editField(user, 'convo', convoID, 'Tags', '', `${name}, Wind`)).status).toBe(200);
    expect((await editField(user, 'arg', argID, 'Tags', '', name.toLowerCase())).status).toBe(200);
    return { convoID, argID, tagID: await tagOf(convoID, name) };
  }

  describe('tag rename', () => {
    it('answers 401 to an anonymous rename and writes nothing', async () => {
      const { tagID } = await tagged('Solar anon');
      const before = await counts();
      const res = await edit(
        request(t.http) as unknown as Agent,
        'tag',
        tagID,
        'TagEditTextField',
        {
          FieldName: 'Name',
          OldValue: 'Solar anon',
          NewValue: 'Hijacked',
        },
      );
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'You need to log in to do that.' });
      expect(await tagName(tagID)).toBe('Solar anon');
      expect(await counts()).toEqual(before);
    });

    it('answers 403 to a plain user renaming (even with a stale OldValue) and writes nothing', async () => {
      const { convoID, tagID } = await tagged('Solar user');
      const before = await counts();
      for (const oldValue of ['Solar user', 'stale name']) {
        const res = await editField(user, 'tag', tagID, 'Name', oldValue, 'Renamed by user');
        expect(res.status).toBe(403);
        expect(res.body).toEqual({
          error: 'You need the editor role to change the Name of a tag.',
        });
      }
      expect(await tagName(tagID)).toBe('Solar user');
      expect(await getField(user, 'convo', convoID, 'Tags')).toBe('Solar user, Wind');
      expect(await counts()).toEqual(before);
    });

    it('answers 403 to a plain user reverting a tag to another name, and writes nothing', async () => {
      const { tagID } = await tagged('Solar revert');
      const first = await editField(editor, 'tag', tagID, 'Name', 'Solar revert', 'Solar back');
      expect(first.status).toBe(200);
      expect(
        (await editField(editor, 'tag', tagID, 'Name', 'Solar back', 'Solar forth')).status,
      ).toBe(200);
      const before = await counts();
      const res = await revert(user, 'tag', tagID, first.body.RevID);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'You need the editor role to change the Name of a tag.' });
      expect(await tagName(tagID)).toBe('Solar forth');
      expect(await counts()).toEqual(before);
    });

    it('lets a plain user edit a tag description, through the write path', async () => {
      const { tagID } = await tagged('Solar description');
      const res = await editField(user, 'tag', tagID, 'Description', '', 'About the sun');
      expect(res.status).toBe(200);
      const [entry] = await t.sql<{ kind: string }>(
        'SELECT kind FROM inbox_entries WHERE revision_id = $1',
        [res.body.RevID],
      );
      expect(entry).toEqual({ kind: 'tagAction' });
    });

    it('lets an editor rename: a revision with its Diff, an inbox entry, and the items follow', async () => {
      const { convoID, argID, tagID } = await tagged('Solar power');
      const res = await editField(
        editor,
        'tag',
        tagID,
        'Name',
        'Solar power',
        'Solar energy',
        'A better name',
      );
      expect(res.status).toBe(200);
      expect(await tagName(tagID)).toBe('Solar energy');
      const [latest] = await history(user, 'tag', tagID);
      expect(latest).toMatchObject({
        RevID: res.body.RevID,
        ActionName: 'TagEditTextField',
        ArtifactType: 'tag',
        ArtifactID: tagID,
        ArtifactName: 'Solar energy',
        UserDescription: 'A better name',
        Diff: [{ Field: 'Name', Old: 'Solar power', New: 'Solar energy' }],
      });
      const entry = await inboxEntryFor(editor, res.body.RevID);
      expect(entry).toMatchObject({ Kind: 'tagAction', Undone: false, Deleted: false });
      // The items' Tags text (what their edit field and the argument page show) follows.
      expect(await getField(user, 'convo', convoID, 'Tags')).toBe('Solar energy, Wind');
      expect(await getField(user, 'arg', argID, 'Tags')).toBe('Solar energy');
      const argPage = await request(t.http).get('/api/arg/get').query({ argID });
      expect(argPage.body.Arg.Tags).toBe('Solar energy');
      // ...and an edit of the item's tags keeps the same tag rather than minting the old name again.
      expect(
        (await editField(user, 'convo', convoID, 'Tags', 'Solar energy, Wind', 'Solar energy'))
          .status,
      ).toBe(200);
      expect(await tagOf(convoID, 'Solar energy')).toBe(tagID);
      expect(await t.sql('SELECT 1 FROM tags WHERE key = $1', ['solar power'])).toEqual([]);

      // Inbox undo restores the name, on the tag and on its items.
      const undo = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: entry.InboxID } });
      expect(undo.status).toBe(200);
      expect(await tagName(tagID)).toBe('Solar power');
      expect(await getField(user, 'convo', convoID, 'Tags')).toBe('Solar power');
      expect(await getField(user, 'arg', argID, 'Tags')).toBe('Solar power');
    });

    it('lets an editor revert a rename, restoring the name everywhere', async () => {
      const { convoID, argID, tagID } = await tagged('Tidal');
      const first = await editField(editor, 'tag', tagID, 'Name', 'Tidal', 'Tidal power');
      expect(first.status).toBe(200);
      expect(
        (await editField(editor, 'tag', tagID, 'Name', 'Tidal power', 'Sea power')).status,
      ).toBe(200);
      expect(await getField(user, 'arg', argID, 'Tags')).toBe('Sea power');
      const res = await revert(editor, 'tag', tagID, first.body.RevID);
      expect(res.status).toBe(200);
      expect(await tagName(tagID)).toBe('Tidal power');
      expect(await getField(user, 'convo', convoID, 'Tags')).toBe('Tidal power, Wind');
      expect(await getField(user, 'arg', argID, 'Tags')).toBe('Tidal power');
      const [latest] = await history(editor, 'tag', tagID);
      expect(latest).toMatchObject({
        ActionName: 'TagRevert',
        Diff: [{ Field: 'Name', Old: 'Sea power', New: 'Tidal power' }],
      });
      expect((await inboxEntryFor(editor, res.body.RevID)).Kind).toBe('tagAction');
    });

    it('refuses the second of two concurrent renames from the same OldValue with 409', async () => {
      const { convoID, tagID } = await tagged('Geothermal');
      const before = await counts();
      const results = await Promise.all(
        [editor, editor2].map((agent, i) =>
          editField(agent, 'tag', tagID, 'Name', 'Geothermal', `Geothermal ${i + 1}`),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const loser = results.find((r) => r.status === 409)!;
      expect(loser.body).toEqual({
        error:
          'Name was changed by someone else since you loaded it; reload to see their version, then edit again.',
      });
      const winner = results.findIndex((r) => r.status === 200);
      const name = `Geothermal ${winner + 1}`;
      expect(await tagName(tagID)).toBe(name);
      expect(await getField(user, 'convo', convoID, 'Tags')).toBe(`${name}, Wind`);
      const after = await counts();
      expect(after.revisions).toBe(before.revisions + 1);
      expect(after.inbox_entries).toBe(before.inbox_entries + 1);
    });

    it('refuses a rename onto another tag’s name with 409 and leaves the items alone', async () => {
      const { convoID, tagID } = await tagged('Biomass');
      const before = await counts();
      const res = await editField(editor, 'tag', tagID, 'Name', 'Biomass', 'WIND');
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: 'A tag named "Wind" already exists.' });
      expect(await getField(user, 'convo', convoID, 'Tags')).toBe('Biomass, Wind');
      expect(await counts()).toEqual(before);
    });
  });

  describe('deleted parents', () => {
    interface OpinionMap {
      convoID: string;
      posID: string;
      pos2ID: string;
      argID: string;
      convoComment: string;
      argComment: string;
      /** Inbox entries of edits made before the deletion. */
      posEditEntry: string;
      argEditEntry: string;
    }
    /** What is tried, how, and the error it must get (always with 404). */
    type Attempt = [string, () => Promise<request.Response>, string];

    async function comment(threadID: string) {
      const res = await user
        .post('/api/comment/new')
        .send({ body: { threadID, body: 'Said before the deletion' } });
      expect(res.status).toBe(201);
      return res.body.CommentID as string;
    }

    async function inboxIdOf(revID: string): Promise<string> {
      const [row] = await t.sql<{ id: string }>(
        'SELECT id FROM inbox_entries WHERE revision_id = $1',
        [revID],
      );
      return row.id;
    }

    async function entryOf(res: request.Response): Promise<string> {
      expect(res.status).toBe(200);
      return inboxIdOf(res.body.RevID as string);
    }

    async function firstRevision(id: string): Promise<string> {
      const [row] = await t.sql<{ id: string }>(
        'SELECT id FROM revisions WHERE artifact_id = $1 ORDER BY created_at LIMIT 1',
        [id],
      );
      return row.id;
    }

    /** A question with two positions, two arguments under the first, comments and edits. */
    async function opinionMap(): Promise<OpinionMap> {
      const convoID = await newConvo(user);
      const posID = await newPos(user, convoID);
      const pos2ID = await newPos(user, convoID);
      const argID = await newArg(user, posID);
      await newArg(user, posID);
      const posTitle = await getField(user, 'pos', posID, 'Title');
      const argTitle = await getField(user, 'arg', argID, 'Title');
      return {
        convoID,
        posID,
        pos2ID,
        argID,
        convoComment: await comment(convoID),
        argComment: await comment(argID),
        posEditEntry: await entryOf(
          await editField(user, 'pos', posID, 'Title', posTitle, 'Edited position title'),
        ),
        argEditEntry: await entryOf(
          await editField(user, 'arg', argID, 'Title', argTitle, 'Edited argument title'),
        ),
      };
    }

    /** Every write on the first argument (and its thread): each must be refused. */
    function argumentAttempts(m: OpinionMap, gone: string): Attempt[] {
      const noThread = `There is no comment thread ${m.argID}.`;
      return [
        [
          'new argument',
          () =>
            user.post('/api/arg/new').send({
              body: { posID: m.posID, title: 'An argument too late', description: 'x'.repeat(170) },
            }),
          gone,
        ],
        [
          'comment on the argument',
          () => user.post('/api/comment/new').send({ body: { threadID: m.argID, body: 'Late' } }),
          noThread,
        ],
        [
          'reply under the argument',
          () =>
            user.post('/api/comment/new').send({
              body: { threadID: m.argID, parentID: m.argComment, body: 'Late reply' },
            }),
          noThread,
        ],
        [
          'comment edit under the argument',
          () =>
            user
              .post('/api/comment/edit')
              .send({ body: { commentID: m.argComment, newBody: 'Changed' } }),
          noThread,
        ],
        [
          'comment delete under the argument',
          () => user.post('/api/comment/delete').send({ body: { commentID: m.argComment } }),
          noThread,
        ],
        [
          'comment report under the argument',
          () => editor.post('/api/comment/report').send({ body: { commentID: m.argComment } }),
          noThread,
        ],
        [
          'argument title edit',
          () => editField(user, 'arg', m.argID, 'Title', 'Edited argument title', 'Too late now'),
          gone,
        ],
        ['argument delete', () => deleteArtifact(editor, 'arg', m.argID), gone],
        [
          'argument revert',
          async () => revert(editor, 'arg', m.argID, await firstRevision(m.argID)),
          gone,
        ],
        [
          'argument undo',
          () => editor.post('/api/admin/inbox/undo').send({ body: { inboxID: m.argEditEntry } }),
          gone,
        ],
        [
          'argument move',
          () => edit(editor, 'arg', m.argID, 'ArgSetPos', { NewParentPosID: m.pos2ID }),
          gone,
        ],
        [
          'vote on the argument',
          () =>
            user
              .post('/api/yourtake/submit')
              .send({ body: { argID: m.argID, question: 'agreement', value: '2' } }),
          `There is no argument with id ${m.argID}.`,
        ],
      ];
    }

    async function expectAllRefused(attempts: Attempt[]) {
      const before = await counts();
      for (const [name, attempt, error] of attempts) {
        const res = await attempt();
        expect({ name, status: res.status, body: res.body }).toEqual({
          name,
          status: 404,
          body: { error },
        });
      }
      expect(await counts()).toEqual(before);
    }

    it('refuses with 404 every write under a deleted question, and writes nothing', async () => {
      const m = await opinionMap();
      const mod = (await userWithRole(t, 'mod')).agent;
      const deletion = await deleteArtifact(editor, 'convo', m.convoID);
      expect(deletion.status).toBe(200);
      const gone = `There is no question with id ${m.convoID}.`;
      const noThread = `There is no comment thread ${m.convoID}.`;
      const posTitle = 'Edited position title';
      const [{ ids: argOrder }] = await t.sql<{ ids: string[] }>(
        `SELECT array_agg(id ORDER BY created_at, id) AS ids FROM args WHERE pos_id = $1`,
        [m.posID],
      );
      await expectAllRefused([
        ...argumentAttempts(m, gone),
        [
          'new position',
          () =>
            user.post('/api/pos/new').send({
              body: { convoID: m.convoID, title: 'A position too late', description: '' },
            }),
          gone,
        ],
        [
          'comment on the question',
          () => user.post('/api/comment/new').send({ body: { threadID: m.convoID, body: 'Late' } }),
          noThread,
        ],
        [
          'comment edit under the question',
          () =>
            user
              .post('/api/comment/edit')
              .send({ body: { commentID: m.convoComment, newBody: 'Changed' } }),
          noThread,
        ],
        [
          'comment delete under the question, by a mod',
          () => mod.post('/api/comment/delete').send({ body: { commentID: m.convoComment } }),
          noThread,
        ],
        [
          'position title edit',
          () => editField(user, 'pos', m.posID, 'Title', posTitle, 'Too late position'),
          gone,
        ],
        [
          'position order change',
          () =>
            editField(
              editor,
              'pos',
              m.posID,
              'ArgOrderJSON',
              JSON.stringify(argOrder),
              JSON.stringify([...argOrder].reverse()),
            ),
          gone,
        ],
        ['position delete', () => deleteArtifact(editor, 'pos', m.posID), gone],
        [
          'position revert',
          async () => revert(editor, 'pos', m.posID, await firstRevision(m.posID)),
          gone,
        ],
        [
          'position undo',
          () => editor.post('/api/admin/inbox/undo').send({ body: { inboxID: m.posEditEntry } }),
          gone,
        ],
        [
          'vote on the question',
          () =>
            user
              .post('/api/yourtakeconvo/submit')
              .send({ body: { convoID: m.convoID, value: m.posID } }),
          gone,
        ],
      ]);
      // The inbox shows edits of its positions and arguments as deleted too.
      const entries = await allInboxEntries(editor);
      for (const inboxID of [m.posEditEntry, m.argEditEntry])
        expect(entries.find((e) => e.InboxID === inboxID)).toMatchObject({ Deleted: true });
      // Restoring the question makes it all writable again: the refusals were about the parent.
      const undo = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: await inboxIdOf(deletion.body.RevID as string) } });
      expect(undo.status).toBe(200);
      expect(
        (await editField(user, 'pos', m.posID, 'Title', posTitle, 'Back again position')).status,
      ).toBe(200);
      expect(
        (await user.post('/api/comment/new').send({ body: { threadID: m.argID, body: 'Back' } }))
          .status,
      ).toBe(201);
    });

    it('refuses with 404 every write under a deleted position, and writes nothing', async () => {
      const m = await opinionMap();
      expect((await deleteArtifact(editor, 'pos', m.posID)).status).toBe(200);
      await expectAllRefused(argumentAttempts(m, `There is no position with id ${m.posID}.`));
      // The question itself stays writable.
      expect(
        (await user.post('/api/comment/new').send({ body: { threadID: m.convoID, body: 'Ok' } }))
          .status,
      ).toBe(201);
    });

    it('refuses with 404 moving an argument into a deleted position, and writes nothing', async () => {
      const m = await opinionMap();
      const argID = await newArg(user, m.pos2ID);
      expect((await deleteArtifact(editor, 'pos', m.posID)).status).toBe(200);
      await expectAllRefused([
        [
          'argument move into the deleted position',
          () => edit(editor, 'arg', argID, 'ArgSetPos', { NewParentPosID: m.posID }),
          `There is no position with id ${m.posID}.`,
        ],
      ]);
    });

    it('refuses with 404 comments and comment changes under a deleted argument', async () => {
      const m = await opinionMap();
      expect((await deleteArtifact(editor, 'arg', m.argID)).status).toBe(200);
      const all = argumentAttempts(m, '');
      await expectAllRefused(all.filter(([name]) => /comment|reply/.test(name)));
    });
  });
});
