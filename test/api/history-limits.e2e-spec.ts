import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  type Agent,
  type ArtifactType,
  deleteArtifact,
  edit,
  editField,
  getField,
  history,
  newArg,
  newConvo,
  newPos,
  revert,
  revisionCount,
  text,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ID_FIELD = { convo: 'convoID', pos: 'posID', arg: 'argID' } as const;

describe('history: deleted content, paging, and the ArgsJSON of every action', () => {
  let t: TestApp;
  let author: Agent;
  let user: Agent;
  let editor: Agent;
  let mod: Agent;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    author = (await userWithRole(t)).agent;
    user = (await userWithRole(t)).agent;
    editor = (await userWithRole(t, 'editor')).agent;
    mod = (await userWithRole(t, 'mod')).agent;
    admin = (await userWithRole(t, 'admin')).agent;
  });
  afterAll(() => t.close());

  const getHistory = (
    agent: Agent | ReturnType<typeof request>,
    type: 'convo' | 'pos' | 'arg',
    id: string,
    page: Record<string, string | number> = {},
  ) => agent.get(`/api/${type}/history`).query({ [ID_FIELD[type]]: id, ...page });

  describe('the history of deleted content', () => {
    async function map() {
      const convoID = await newConvo(author);
      const posID = await newPos(author, convoID);
      const argID = await newArg(author, posID);
      return { convoID, posID, argID };
    }

    it('answers 404 to anonymous visitors, users and editors, as for an unknown id', async () => {
      const ids = await map();
      expect((await deleteArtifact(editor, 'arg', ids.argID)).status).toBe(200);
      const unknown = await getHistory(request(t.http), 'arg', 'AAAAAAAAAAAA');
      expect(unknown.status).toBe(404);
      for (const [who, agent] of [
        ['anonymous', request(t.http)],
        ['user', user],
        ['author', author],
        ['editor', editor],
      ] as const) {
        const res = await getHistory(agent, 'arg', ids.argID);
        expect({ who, status: res.status }).toEqual({ who, status: 404 });
        expect(res.body).toEqual({ error: `There is no argument with id ${ids.argID}.` });
      }
    });

    it('answers 404 under a deleted parent: an argument whose question is deleted', async () => {
      const ids = await map();
      expect((await deleteArtifact(editor, 'convo', ids.convoID)).status).toBe(200);
      for (const [type, id, noun] of [
        ['convo', ids.convoID, 'question'],
        ['pos', ids.posID, 'position'],
        ['arg', ids.argID, 'argument'],
      ] as const) {
        for (const agent of [request(t.http), user, editor]) {
          const res = await getHistory(agent, type, id);
          expect({ type, status: res.status }).toEqual({ type, status: 404 });
          expect(res.body).toEqual({ error: `There is no ${noun} with id ${id}.` });
        }
      }
      // Under a deleted position as well.
      const other = await map();
      expect((await deleteArtifact(editor, 'pos', other.posID)).status).toBe(200);
      expect((await getHistory(user, 'arg', other.argID)).status).toBe(404);
    });

    it('refuses thanks for, and the edit form of, what is hidden with 404', async () => {
      const ids = await map();
      const [argCreated] = await history(author, 'arg', ids.argID);
      expect((await deleteArtifact(editor, 'convo', ids.convoID)).status).toBe(200);
      const thanks = await user
        .post('/api/likerev')
        .send({ body: { objectID: argCreated.RevID, liked: true } });
      expect(thanks.status).toBe(404);
      expect(thanks.body).toEqual({ error: `There is no revision ${argCreated.RevID}.` });
      const field = await request(t.http)
        .get('/api/getfield')
        .query({ artifactType: 'arg', artifactID: ids.argID, fieldName: 'Title' });
      expect(field.status).toBe(404);
      expect(field.body).toEqual({ error: `There is no argument with id ${ids.argID}.` });
      expect(
        (await t.sql('SELECT 1 FROM revision_likes WHERE revision_id = $1', [argCreated.RevID]))
          .length,
      ).toBe(0);
    });

    it('refuses a user reverting deleted content to another deleted state (403)', async () => {
      const convoID = await newConvo(author, { title: 'First deleted title here' });
      const [created] = await history(author, 'convo', convoID);
      const firstDelete = await deleteArtifact(editor, 'convo', convoID);
      expect((await revert(editor, 'convo', convoID, created.RevID)).status).toBe(200);
      await editField(
        author,
        'convo',
        convoID,
        'Title',
        'First deleted title here',
        'Second title',
      );
      expect((await deleteArtifact(editor, 'convo', convoID)).status).toBe(200);
      const before = await revisionCount(t, convoID);
      const res = await revert(user, 'convo', convoID, firstDelete.body.RevID);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'You need the editor role to change a deleted question.' });
      expect(await revisionCount(t, convoID)).toBe(before);
      expect((await revert(editor, 'convo', convoID, firstDelete.body.RevID)).status).toBe(200);
    });

    it('shows mods and admins the whole history, deletion included', async () => {
      const ids = await map();
      expect((await deleteArtifact(editor, 'arg', ids.argID)).status).toBe(200);
      expect((await deleteArtifact(editor, 'convo', ids.convoID)).status).toBe(200);
      for (const agent of [mod, admin]) {
        const arg = await getHistory(agent, 'arg', ids.argID);
        expect(arg.status).toBe(200);
        expect(arg.body.Revisions.map((r: { ActionName: string }) => r.ActionName)).toEqual([
          'ArgDelete',
          'ArgCreate',
        ]);
        expect((await getHistory(agent, 'pos', ids.posID)).status).toBe(200);
        expect((await getHistory(agent, 'convo', ids.convoID)).body.Revisions[0].ActionName).toBe(
          'ConvoDelete',
        );
      }
      const [argCreated] = (await history(mod, 'arg', ids.argID)).slice(-1);
      const thanks = await mod
        .post('/api/likerev')
        .send({ body: { objectID: argCreated.RevID, liked: true } });
      expect(thanks.status).toBe(200);
    });

    it('shows the history to everyone again once the deletion is reverted', async () => {
      const ids = await map();
      const [created] = await history(author, 'convo', ids.convoID);
      expect((await deleteArtifact(editor, 'convo', ids.convoID)).status).toBe(200);
      expect((await getHistory(request(t.http), 'arg', ids.argID)).status).toBe(404);
      expect((await revert(editor, 'convo', ids.convoID, created.RevID)).status).toBe(200);
      const res = await getHistory(request(t.http), 'arg', ids.argID);
      expect(res.status).toBe(200);
      expect(res.body.Revisions).toHaveLength(1);
    });
  });

  describe('paging', () => {
    it('refuses a bad limit or cursor with 400', async () => {
      const convoID = await newConvo(author);
      const other = await newConvo(author);
      const [otherRev] = await history(author, 'convo', other);
      for (const [page, error] of [
        [{ limit: 0 }, 'limit must be between 1 and 100.'],
        [{ limit: 101 }, 'limit must be between 1 and 100.'],
        [{ limit: 'x' }, 'limit must be a whole number.'],
        [{ limit: 1.5 }, 'limit must be a whole number.'],
        [{ limit: '1e9' }, 'limit must be between 1 and 100.'],
        [{ cursor: "x' OR 1=1 --" }, 'cursor must be the NextCursor of an earlier page.'],
        [
          { cursor: otherRev.RevID },
          "cursor must be the NextCursor of an earlier page of this question's history.",
        ],
        [
          { cursor: 'AAAAAAAAAAAA' },
          "cursor must be the NextCursor of an earlier page of this question's history.",
        ],
        [{ page: 2 }, 'Unknown field "page".'],
      ] as const) {
        const res = await getHistory(request(t.http), 'convo', convoID, page);
        expect({ page, status: res.status, body: res.body }).toEqual({
          page,
          status: 400,
          body: { error },
        });
      }
    });

    it('pages newest first with NextCursor until HasMore is false', async () => {
      const convoID = await newConvo(author);
      let current = await getField(author, 'convo', convoID, 'Title');
      for (let i = 0; i < 4; i += 1) {
        const next = `Paged history title ${i}`;
        expect((await editField(author, 'convo', convoID, 'Title', current, next)).status).toBe(
          200,
        );
        current = next;
      }
      const all = await history(author, 'convo', convoID);
      expect(all).toHaveLength(5);
      const seen: string[] = [];
      let cursor: string | undefined;
      const shapes: [number, boolean][] = [];
      do {
        const res = await getHistory(
          request(t.http),
          'convo',
          convoID,
          cursor ? { limit: 2, cursor } : { limit: 2 },
        );
        expect(res.status).toBe(200);
        const ids = res.body.Revisions.map((r: { RevID: string }) => r.RevID);
        shapes.push([ids.length, res.body.HasMore]);
        expect(res.body.NextCursor).toBe(res.body.HasMore ? ids[ids.length - 1] : null);
        seen.push(...ids);
        cursor = res.body.NextCursor ?? undefined;
      } while (cursor);
      expect(shapes).toEqual([
        [2, true],
        [2, true],
        [1, false],
      ]);
      expect(seen).toEqual(all.map((r) => r.RevID));
    });

    it('serves 50 by default and at most 100, ordered by time then id', async () => {
      const convoID = await newConvo(author);
      // 120 revisions written in the same instant: the id breaks the tie, so no page repeats or
      // skips one.
      await t.sql(
        `INSERT INTO revisions (id, artifact_type, artifact_id, artifact_name, artifact_link, user_id,
           username_cased, action_name, args_json, user_description, diff, snapshot, created_at)
         SELECT 'bulk' || lpad(n::text, 8, '0'), 'convo', $1, 'Bulk', '/c/' || $1, r.user_id,
           r.username_cased, 'ConvoEditTextField', '{}', 'Bulk', '[]', r.snapshot,
           r.created_at + interval '1 minute'
         FROM generate_series(1, 120) AS n,
           (SELECT * FROM revisions WHERE artifact_id = $1) AS r`,
        [convoID],
      );
      const first = await getHistory(request(t.http), 'convo', convoID);
      expect(first.body.Revisions).toHaveLength(50);
      expect(first.body.HasMore).toBe(true);
      expect(first.body.Revisions[0].RevID).toBe('bulk00000120');
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const res = await getHistory(
          request(t.http),
          'convo',
          convoID,
          cursor ? { limit: 100, cursor } : { limit: 100 },
        );
        expect(res.body.Revisions.length).toBeLessThanOrEqual(100);
        seen.push(...res.body.Revisions.map((r: { RevID: string }) => r.RevID));
        cursor = res.body.NextCursor ?? undefined;
      } while (cursor);
      expect(seen).toHaveLength(121);
      expect(new Set(seen).size).toBe(121);
      expect(seen[119]).toBe('bulk00000001');
      expect(seen[120]).not.toMatch(/^bulk/);
    });
  });

  describe('ArgsJSON', () => {
    const typeName = { convo: 'Convo', pos: 'Pos', arg: 'Arg' } as const;

    async function refused(
      type: ArtifactType,
      id: string,
      actionName: string,
      args: object | string,
      error: string | RegExp,
    ) {
      const before = await revisionCount(t, id);
      const res = await edit(editor, type, id, actionName, args);
      expect({ actionName, args, status: res.status }).toEqual({ actionName, args, status: 400 });
      expect(res.body.error).toEqual(
        typeof error === 'string' ? error : expect.stringMatching(error),
      );
      expect(await revisionCount(t, id)).toBe(before);
    }

    it('refuses unknown keys, naming the key, for every action', async () => {
      const convoID = await newConvo(author);
      const posID = await newPos(author, convoID);
      const argID = await newArg(author, posID);
      const [created] = await history(author, 'convo', convoID);
      const title = await getField(author, 'convo', convoID, 'Title');
      const junk = 'x'.repeat(50000);
      await refused(
        'convo',
        convoID,
        'ConvoEditTextField',
        { FieldName: 'Title', OldValue: title, NewValue: 'A better question title', Junk: junk },
        'action.ArgsJSON has an unknown field "Junk"; this action takes only FieldName, OldValue, NewValue.',
      );
      await refused(
        'convo',
        convoID,
        'ConvoDelete',
        { Reason: 'x' },
        'action.ArgsJSON has an unknown field "Reason"; this action takes no fields.',
      );
      await refused(
        'convo',
        convoID,
        'ConvoRevert',
        { RevID: created.RevID, Undone: true },
        'action.ArgsJSON has an unknown field "Undone"; this action takes only RevID, Undo.',
      );
      await refused(
        'arg',
        argID,
        'ArgSetPos',
        { NewParentPosID: posID, posID },
        'action.ArgsJSON has an unknown field "posID"; this action takes only NewParentPosID.',
      );
      await refused(
        'convo',
        convoID,
        'ConvoEditTextField',
        `{"__proto__":{"x":1},"FieldName":"Title","OldValue":${JSON.stringify(title)},"NewValue":"Prototype title here"}`,
        /unknown field "__proto__"/,
      );
      await refused(
        'convo',
        convoID,
        'ConvoEditTextField',
        { FieldName: 'Title', OldValue: title, NewValue: 'A better question title', [junk]: 1 },
        `action.ArgsJSON has an unknown field "${'x'.repeat(40)}"; this action takes only FieldName, OldValue, NewValue.`,
      );
    });

    it('refuses values larger than the text rules allow', async () => {
      const convoID = await newConvo(author);
      const posID = await newPos(author, convoID);
      const argID = await newArg(author, posID);
      const title = await getField(author, 'convo', convoID, 'Title');
      for (const [type, id, field, max] of [
        ['convo', convoID, 'Title', 75],
        ['convo', convoID, 'Description', 300],
        ['pos', posID, 'Description', 300],
        ['arg', argID, 'Premises', 5000],
      ] as const) {
        const old = await getField(author, type, id, field);
        await refused(
          type,
          id,
          `${typeName[type]}EditTextField`,
          { FieldName: field, OldValue: old, NewValue: text(max + 1) },
          new RegExp(
            `^The ${field.toLowerCase()} must be .*${max} characters; it has ${max + 1}\\.$`,
          ),
        );
        await refused(
          type,
          id,
          `${typeName[type]}EditTextField`,
          { FieldName: field, OldValue: 'o'.repeat(max + 1), NewValue: text(max) },
          `action.ArgsJSON.OldValue must be at most ${max} characters, like the ${field} it names.`,
        );
      }
      await refused(
        'convo',
        convoID,
        'ConvoEditTextField',
        { FieldName: 'T'.repeat(41), OldValue: title, NewValue: 'Long field name title' },
        'action.ArgsJSON.FieldName must be at most 40 characters.',
      );
      const order = await getField(author, 'convo', convoID, 'PosOrderJSON');
      await refused(
        'convo',
        convoID,
        'ConvoEditTextField',
        {
          FieldName: 'PosOrderJSON',
          OldValue: order,
          NewValue: JSON.stringify(Array.from({ length: 2001 }, () => posID)),
        },
        'action.ArgsJSON.NewValue must be a JSON list of at most 2000 child ids.',
      );
      await refused(
        'convo',
        convoID,
        'ConvoEditTextField',
        { FieldName: 'PosOrderJSON', OldValue: order, NewValue: JSON.stringify([{ id: posID }]) },
        'action.ArgsJSON.NewValue must be a JSON list of at most 2000 child ids.',
      );
    });

    it('refuses values of the wrong type', async () => {
      const convoID = await newConvo(author);
      const posID = await newPos(author, convoID);
      const argID = await newArg(author, posID);
      const title = await getField(author, 'convo', convoID, 'Title');
      const nested = JSON.parse('['.repeat(10) + ']'.repeat(10)) as unknown;
      for (const [type, id, actionName, args, error] of [
        ['convo', convoID, 'ConvoRevert', { RevID: 7 }, 'action.ArgsJSON.RevID must be text.'],
        [
          'convo',
          convoID,
          'ConvoRevert',
          { RevID: 'no good!' },
          'action.ArgsJSON.RevID must be an id.',
        ],
        ['convo', convoID, 'ConvoRevert', {}, 'action.ArgsJSON.RevID must be text.'],
        [
          'arg',
          argID,
          'ArgSetPos',
          { NewParentPosID: [posID] },
          'action.ArgsJSON.NewParentPosID must be text.',
        ],
        [
          'convo',
          convoID,
          'ConvoEditTextField',
          { FieldName: 'Title', OldValue: title, NewValue: { text: 'x' } },
          'action.ArgsJSON.NewValue must be text.',
        ],
        [
          'convo',
          convoID,
          'ConvoEditTextField',
          { FieldName: 'Title', OldValue: null, NewValue: 'A null old value' },
          'action.ArgsJSON.OldValue must be text.',
        ],
        [
          'convo',
          convoID,
          'ConvoEditTextField',
          { FieldName: 'Title', OldValue: title, NewValue: nested },
          'action.ArgsJSON.NewValue must be text.',
        ],
      ] as const) {
        await refused(type, id, actionName, args, error);
      }
    });

    it('accepts valid args, and records only the known keys, as stored', async () => {
      const convoID = await newConvo(author);
      const posID = await newPos(author, convoID);
      const otherPos = await newPos(author, convoID);
      const argID = await newArg(author, posID);
      const title = await getField(author, 'convo', convoID, 'Title');
      const padded = await edit(editor, 'convo', convoID, 'ConvoEditTextField', {
        FieldName: 'Title',
        OldValue: title,
        NewValue: `  A padded question title${' '.repeat(20000)}\n`,
      });
      expect(padded.status).toBe(200);
      const order = await getField(author, 'convo', convoID, 'PosOrderJSON');
      const reorder = await edit(
        editor,
        'convo',
        convoID,
        'ConvoEditTextField',
        `{"FieldName":"PosOrderJSON","OldValue":${JSON.stringify(order.replace(',', ' ,  '))},"NewValue":${JSON.stringify(JSON.stringify([otherPos, posID]))}}`,
      );
      expect(reorder.status).toBe(200);
      expect(
        (await edit(editor, 'arg', argID, 'ArgSetPos', { NewParentPosID: otherPos })).status,
      ).toBe(200);
      const [created] = (await history(author, 'arg', argID)).slice(-1);
      expect((await revert(editor, 'arg', argID, created.RevID)).status).toBe(200);
      expect((await deleteArtifact(editor, 'arg', argID)).status).toBe(200);

      const rows = await t.sql<{ id: string; action_name: string; args_json: string }>(
        `SELECT id, action_name, args_json FROM revisions
         WHERE artifact_id = ANY($1) AND action_name NOT LIKE '%Create' ORDER BY created_at`,
        [[convoID, argID]],
      );
      expect(rows.map((r) => [r.action_name, JSON.parse(r.args_json)])).toEqual([
        [
          'ConvoEditTextField',
          { FieldName: 'Title', OldValue: title, NewValue: 'A padded question title' },
        ],
        [
          'ConvoEditTextField',
          {
            FieldName: 'PosOrderJSON',
            OldValue: JSON.stringify([posID, otherPos]),
            NewValue: JSON.stringify([otherPos, posID]),
          },
        ],
        ['ArgSetPos', { NewParentPosID: otherPos }],
        ['ArgRevert', { RevID: created.RevID }],
        ['ArgDelete', {}],
      ]);
      expect(await getField(author, 'convo', convoID, 'Title')).toBe('A padded question title');
    });
  });
});
