import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { SitemapBuilder } from '../../backend/src/sitemap/sitemap-builder.js';
import { expectError, uniqueLabel } from './support/api-checks.js';
import {
  type Agent,
  deleteArtifact,
  edit,
  history,
  inboxEntryFor,
  newConvo,
  revert,
  revisionCount,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * ConvoSetCategories: editors put a question in categories through the write path (a revision of
 * the question, its history, revert and inbox undo); the question and the category's list show
 * it; the category's page is /categories/{id}, its history /api/category/history.
 */
describe('a question in categories', () => {
  let t: TestApp;
  let user: Agent;
  let editor: Agent;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    user = (await userWithRole(t)).agent;
    editor = (await userWithRole(t, 'editor')).agent;
    admin = (await userWithRole(t, 'admin')).agent;
  });
  afterAll(() => t?.close());

  const anon = () => request(t.http);

  async function newCategory(title = uniqueLabel('Cat')): Promise<string> {
    const res = await editor.post('/api/category/new').send({ body: { title } });
    expect(res.status).toBe(201);
    return res.body.CategoryID as string;
  }

  const setCategories = (
    agent: Agent,
    convoID: string,
    oldIds: unknown,
    newIds: unknown,
    revDesc = '',
  ) =>
    edit(
      agent,
      'convo',
      convoID,
      'ConvoSetCategories',
      { OldCategoryIDs: oldIds, NewCategoryIDs: newIds },
      revDesc,
    );

  async function categoriesOf(convoID: string): Promise<{ CategoryID: string; Title: string }[]> {
    const res = await anon().get('/api/convo/get').query({ convoID });
    expect(res.status).toBe(200);
    return res.body.Convo.Categories;
  }

  async function questionsIn(category: string): Promise<string[]> {
    const res = await anon().get('/api/convo/list').query({ category, page: 1, perPage: 50 });
    expect(res.status).toBe(200);
    return (res.body.Convos as { ConvoID: string }[]).map((c) => c.ConvoID);
  }

  const sorted = (...ids: string[]) => [...ids].sort();

  describe('refusals', () => {
    it('answers 401 to visitors and 403 to plain users, writing nothing', async () => {
      const convo = await newConvo(user);
      const cat = await newCategory();
      const before = await revisionCount(t, convo);
      expectError(await setCategories(anon() as unknown as Agent, convo, [], [cat]), 401);
      expectError(await setCategories(user, convo, [], [cat]), 403, /editor/);
      // A stale list tells a plain user no more than "not allowed".
      expectError(await setCategories(user, convo, ['AAAAAAAAAAAA'], [cat]), 403, /editor/);
      expect(await revisionCount(t, convo)).toBe(before);
      expect(await categoriesOf(convo)).toEqual([]);
    });

    it('refuses hostile and malformed ArgsJSON with 400, writing nothing', async () => {
      const convo = await newConvo(user);
      const cat = await newCategory();
      const before = await revisionCount(t, convo);
      const bad: [object | string, RegExp][] = [
        ['not json', /JSON object/],
        ['[]', /JSON object/],
        [{ OldCategoryIDs: [] }, /NewCategoryIDs/],
        [{ NewCategoryIDs: [cat] }, /OldCategoryIDs/],
        [{ OldCategoryIDs: [], NewCategoryIDs: cat }, /list of category ids/],
        [{ OldCategoryIDs: [], NewCategoryIDs: [1, 2] }, /category ids/],
        [{ OldCategoryIDs: [], NewCategoryIDs: [null] }, /category ids/],
        [{ OldCategoryIDs: [], NewCategoryIDs: [{ id: cat }] }, /category ids/],
        [{ OldCategoryIDs: [], NewCategoryIDs: ['../etc'] }, /category ids/],
        [{ OldCategoryIDs: [], NewCategoryIDs: ['a'.repeat(17)] }, /category ids/],
        [{ OldCategoryIDs: [], NewCategoryIDs: ['ab\u0000c'] }, /./],
        [{ OldCategoryIDs: [], NewCategoryIDs: ['ab\ud800'] }, /./],
        [{ OldCategoryIDs: [], NewCategoryIDs: Array(11).fill(cat) }, /at most 10/],
        [{ OldCategoryIDs: Array(101).fill(cat), NewCategoryIDs: [] }, /at most 100/],
        [{ OldCategoryIDs: [], NewCategoryIDs: [cat], Extra: 1 }, /unknown field "Extra"/],
        [{ OldCategoryIDs: [], NewCategoryIDs: ['AAAAAAAAAAAA'] }, /no category with id/],
      ];
      for (const [args, message] of bad) {
        const res = await edit(editor, 'convo', convo, 'ConvoSetCategories', args);
        expect([JSON.stringify(args).slice(0, 80), res.status]).toEqual([
          JSON.stringify(args).slice(0, 80),
          400,
        ]);
        expectError(res, 400, message);
      }
      expectError(await setCategories(editor, convo, [], []), 400, /change nothing/);
      expect(await revisionCount(t, convo)).toBe(before);
    });

    it('refuses a deleted category (400), an unknown question (404) and a deleted one (409)', async () => {
      const convo = await newConvo(user);
      const gone = await newCategory();
      expect((await deleteArtifact(editor, 'category', gone)).status).toBe(200);
      expectError(await setCategories(editor, convo, [], [gone]), 400, /no category with id/);
      expectError(await setCategories(editor, 'AAAAAAAAAAAA', [], [gone]), 404);
      const cat = await newCategory();
      expect((await deleteArtifact(editor, 'convo', convo)).status).toBe(200);
      expectError(await setCategories(editor, convo, [], [cat]), 409, /deleted/);
    });
  });

  describe('setting', () => {
    it('puts the question in categories as one revision, shown on the question and the category', async () => {
      const convo = await newConvo(user);
      const titleA = uniqueLabel('Alpha');
      const titleB = uniqueLabel('Beta');
      const a = await newCategory(titleA);
      const b = await newCategory(titleB);
      // Duplicates are one choice; the revision records the lists sorted.
      const res = await setCategories(editor, convo, [], [b, a, b], 'Filed it');
      expect(res.status).toBe(200);
      expect(res.body.RevID).toEqual(expect.any(String));
      expect(await categoriesOf(convo)).toEqual([
        { CategoryID: a, Title: titleA },
        { CategoryID: b, Title: titleB },
      ]);
      expect(await questionsIn(a)).toEqual([convo]);
      expect(await questionsIn(b)).toEqual([convo]);

      const [latest] = await history(anon() as unknown as Agent, 'convo', convo);
      expect(latest).toMatchObject({
        RevID: res.body.RevID,
        ActionName: 'ConvoSetCategories',
        UserDescription: 'Filed it',
        Diff: [{ Field: 'Categories', Old: '[]', New: JSON.stringify(sorted(a, b)) }],
      });
      expect(JSON.parse(latest.ArgsJSON)).toEqual({
        OldCategoryIDs: [],
        NewCategoryIDs: sorted(a, b),
      });

      // Admins may too; taking one out leaves the other.
      const out = await setCategories(admin, convo, [b, a], [a]);
      expect(out.status).toBe(200);
      expect(await questionsIn(b)).toEqual([]);
      expect(await questionsIn(a)).toEqual([convo]);
    });

    it('refuses a stale list with 409, and lets exactly one of two concurrent edits through', async () => {
      const convo = await newConvo(user);
      const [a, b, c] = [await newCategory(), await newCategory(), await newCategory()];
      expect((await setCategories(editor, convo, [], [a])).status).toBe(200);
      expectError(await setCategories(editor, convo, [], [b]), 409, /changed by someone else/);

      const before = await revisionCount(t, convo);
      const results = await Promise.all([
        setCategories(editor, convo, [a], [b]),
        setCategories(admin, convo, [a], [c]),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await revisionCount(t, convo)).toBe(before + 1);
      const winner = results[0].status === 200 ? b : c;
      expect((await categoriesOf(convo)).map((x) => x.CategoryID)).toEqual([winner]);
    });

    it('keeps a question out of a deleted category and back in it once restored', async () => {
      const convo = await newConvo(user);
      const [a, b] = [await newCategory(), await newCategory()];
      expect((await setCategories(editor, convo, [], [a, b])).status).toBe(200);
      expect((await deleteArtifact(editor, 'category', a)).status).toBe(200);
      expect((await categoriesOf(convo)).map((x) => x.CategoryID)).toEqual([b]);
      // The deleted one is not among what the editor sees, so not in the Old list either.
      expect((await setCategories(editor, convo, [b], [])).status).toBe(200);
      // A deleted category's history is for mods and admins.
      const revisions = await history(admin, 'category', a);
      const [deletion, created] = [revisions[0], revisions[revisions.length - 1]];
      expect(deletion.ActionName).toBe('CategoryDelete');
      expect((await revert(editor, 'category', a, created.RevID)).status).toBe(200);
      expect((await categoriesOf(convo)).map((x) => x.CategoryID)).toEqual([a]);
    });
  });

  describe('revert and undo', () => {
    it("reverts a question's categories to an earlier revision; plain users may not", async () => {
      const convo = await newConvo(user);
      const [a, b] = [await newCategory(), await newCategory()];
      const first = await setCategories(editor, convo, [], [a]);
      expect((await setCategories(editor, convo, [a], [a, b])).status).toBe(200);
      expect(await questionsIn(b)).toEqual([convo]);

      const count = await revisionCount(t, convo);
      expectError(await revert(user, 'convo', convo, first.body.RevID), 403, /editor/);
      expect(await revisionCount(t, convo)).toBe(count);

      const reverted = await revert(editor, 'convo', convo, first.body.RevID);
      expect(reverted.status).toBe(200);
      expect((await categoriesOf(convo)).map((x) => x.CategoryID)).toEqual([a]);
      expect(await questionsIn(b)).toEqual([]);
      const [latest] = await history(editor, 'convo', convo);
      expect(latest).toMatchObject({
        ActionName: 'ConvoRevert',
        Diff: [{ Field: 'Categories', Old: JSON.stringify(sorted(a, b)), New: `["${a}"]` }],
      });

      // Reverting to the question's creation takes it out of every category.
      const [created] = (await history(editor, 'convo', convo)).slice(-1);
      expect(created.ActionName).toBe('ConvoCreate');
      expect((await revert(editor, 'convo', convo, created.RevID)).status).toBe(200);
      expect(await categoriesOf(convo)).toEqual([]);
      expect(await questionsIn(a)).toEqual([]);
    });

    it('lets an editor undo a category change from the inbox; later changes block it', async () => {
      const convo = await newConvo(user);
      const [a, b] = [await newCategory(), await newCategory()];
      const set = await setCategories(editor, convo, [], [a]);
      const entry = await inboxEntryFor(admin, set.body.RevID);
      expect(entry.Kind).toBe('convoAction');
      const later = await setCategories(editor, convo, [a], [b]);
      expect(later.status).toBe(200);
      const blocked = await admin
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: entry.InboxID } });
      expectError(blocked, 409, /Categories/);

      const laterEntry = await inboxEntryFor(admin, later.body.RevID);
      const undone = await admin
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: laterEntry.InboxID } });
      expect(undone.status).toBe(200);
      expect((await categoriesOf(convo)).map((x) => x.CategoryID)).toEqual([a]);
    });

    it('leaves other edits of the question to plain users, and their reverts too', async () => {
      const convo = await newConvo(user);
      const cat = await newCategory();
      expect((await setCategories(editor, convo, [], [cat])).status).toBe(200);
      const convoBody = (await anon().get('/api/convo/get').query({ convoID: convo })).body;
      const renamed = await edit(user, 'convo', convo, 'ConvoEditTextField', {
        FieldName: 'Title',
        OldValue: convoBody.Convo.Title,
        NewValue: 'A renamed question about categories',
      });
      expect(renamed.status).toBe(200);
      const [, beforeRename] = await history(user, 'convo', convo);
      // The revision before the rename has the same categories: reverting touches the title only.
      expect((await revert(user, 'convo', convo, beforeRename.RevID)).status).toBe(200);
      expect((await categoriesOf(convo)).map((x) => x.CategoryID)).toEqual([cat]);
    });
  });

  describe('the category', () => {
    it('links to its page /categories/{id}, and keeps a history of its own', async () => {
      const title = uniqueLabel('Water');
      const id = await newCategory(title);
      const read = await anon().get('/api/category/get').query({ categoryID: id });
      expect(read.body.Category.Link).toBe(`/categories/${id}`);
      const renamed = await edit(editor, 'category', id, 'CategoryEditTextField', {
        FieldName: 'Title',
        OldValue: title,
        NewValue: `${title} and seas`,
      });
      expect(renamed.status).toBe(200);
      const revisions = await history(anon() as unknown as Agent, 'category', id);
      expect(revisions.map((r) => r.ActionName)).toEqual([
        'CategoryEditTextField',
        'CategoryCreate',
      ]);
      expect(revisions[0]).toMatchObject({
        ArtifactType: 'category',
        ArtifactLink: `/categories/${id}`,
      });
    });

    it('is listed in the sitemap at /categories/{id} while it lives', async () => {
      const id = await newCategory();
      const gone = await newCategory();
      expect((await deleteArtifact(editor, 'category', gone)).status).toBe(200);
      // What the sitemap job does after content changes.
      await t.app.get(SitemapBuilder).build();
      const res = await anon().get('/sitemaps/categories-1.xml').buffer(true);
      expect(res.status).toBe(200);
      const xml = String(res.text);
      expect(xml).toContain(`/categories/${id}</loc>`);
      expect(xml).not.toContain(`/categories/${gone}<`);
    });
  });
});
