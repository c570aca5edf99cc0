import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { uniqueLabel } from './support/api-checks.js';
import {
  type Agent,
  type ArtifactType,
  deleteArtifact,
  editField,
  getField,
  history,
  newArg,
  newConvo,
  newPos,
  revert,
  revisionCount,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Spec section 4: the revert actions are ArgRevert, ArticleRevert, CategoryRevert, ConvoRevert,
 * PersonRevert, PosRevert, ReqRevert and TagRevert. Each one restores its kind's state at a chosen
 * revision through the write path (a new revision), and brings back a deleted artifact.
 */
describe('every revert action of spec section 4, through the write path', () => {
  let t: TestApp;
  let user: Agent;
  let editor: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    user = (await userWithRole(t)).agent;
    editor = (await userWithRole(t, 'editor')).agent;
  });
  afterAll(() => t?.close());

  /** A fresh artifact of each kind, with the text field a revert is checked on and its value. */
  const CASES: Record<
    string,
    { type: ArtifactType; field: string; make: () => Promise<{ id: string; value: string }> }
  > = {
    ArgRevert: {
      type: 'arg',
      field: 'Title',
      make: async () => {
        const value = uniqueLabel('Argument');
        const id = await newArg(user, await newPos(user, await newConvo(user)), { title: value });
        return { id, value };
      },
    },
    ArticleRevert: {
      type: 'article',
      field: 'Title',
      make: async () => {
        const value = uniqueLabel('Article');
        const res = await editor.post('/api/article/new').send({ body: { title: value } });
        expect(res.status).toBe(201);
        return { id: res.body.ArticleID as string, value };
      },
    },
    CategoryRevert: {
      type: 'category',
      field: 'Title',
      make: async () => {
        const value = uniqueLabel('Category');
        const res = await editor.post('/api/category/new').send({ body: { title: value } });
        expect(res.status).toBe(201);
        return { id: res.body.CategoryID as string, value };
      },
    },
    ConvoRevert: {
      type: 'convo',
      field: 'Title',
      make: async () => {
        const value = uniqueLabel('Question');
        return { id: await newConvo(user, { title: value }), value };
      },
    },
    PersonRevert: {
      type: 'person',
      field: 'Name',
      make: async () => {
        const value = uniqueLabel('Person');
        const res = await user.post('/api/person/new').send({ body: { name: value } });
        expect(res.status).toBe(201);
        return { id: res.body.Person.PersonID as string, value };
      },
    },
    PosRevert: {
      type: 'pos',
      field: 'Title',
      make: async () => {
        const value = uniqueLabel('Position');
        return { id: await newPos(user, await newConvo(user), { title: value }), value };
      },
    },
    ReqRevert: {
      type: 'req',
      field: 'Title',
      make: async () => {
        const value = uniqueLabel('Request');
        const argID = await newArg(user, await newPos(user, await newConvo(user)));
        const res = await user.post('/api/req/new').send({
          body: {
            artifactType: 'arg',
            artifactID: argID,
            title: value.slice(0, 75),
            issue: 'The description of this argument takes a side.',
          },
        });
        expect(res.status).toBe(201);
        return { id: res.body.ReqID as string, value: value.slice(0, 75) };
      },
    },
    TagRevert: {
      type: 'tag',
      field: 'Description',
      make: async () => {
        const name = uniqueLabel('Tag').slice(0, 40);
        const convoID = await newConvo(user);
        expect((await editField(user, 'convo', convoID, 'Tags', '', name)).status).toBe(200);
        const convo = await user.get('/api/convo/get').query({ convoID });
        const tag = (convo.body.Convo.Tags as { TagID: string; Name: string }[]).find(
          (x) => x.Name === name,
        )!;
        return { id: tag.TagID, value: '' };
      },
    },
  };

  it.each(Object.keys(CASES))(
    '%s restores an earlier state as a new revision and undeletes',
    async (actionName) => {
      const { type, field, make } = CASES[actionName];
      const { id, value } = await make();
      const first = `${field} one ${Date.now().toString(36)}`;
      const second = `${field} two ${Date.now().toString(36)}`;
      const r1 = await editField(editor, type, id, field, value, first);
      expect(r1.body).toMatchObject({ RevID: expect.any(String) });
      expect((await editField(editor, type, id, field, first, second)).status).toBe(200);

      const count = await revisionCount(t, id);
      const reverted = await revert(editor, type, id, r1.body.RevID as string);
      expect(reverted.status).toBe(200);
      expect(await getField(user, type, id, field)).toBe(first);
      expect(await revisionCount(t, id)).toBe(count + 1);
      const [latest] = await history(editor, type, id);
      expect(latest).toMatchObject({
        ActionName: actionName,
        Diff: [{ Field: field, Old: second, New: first }],
      });

      // Across a deletion (tags cannot be deleted): the artifact comes back.
      if (type === 'tag') return;
      expect((await deleteArtifact(editor, type, id)).status).toBe(200);
      const back = await revert(editor, type, id, r1.body.RevID as string);
      expect(back.status).toBe(200);
      const [undeleted] = await history(editor, type, id);
      expect(undeleted.ActionName).toBe(actionName);
      expect(undeleted.Diff).toContainEqual({
        Field: 'Deleted',
        Old: 'true',
        New: 'false',
        OldShown: ['Yes'],
        NewShown: ['No'],
      });
      expect(await getField(user, type, id, field)).toBe(first);
    },
  );
});
