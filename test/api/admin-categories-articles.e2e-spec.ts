import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { expectError, rawPost, uniqueLabel } from './support/api-checks.js';
import { envelope, NUL } from './support/hostile-values.js';
import {
  type Agent,
  deleteArtifact,
  history,
  newConvo,
  revert,
  revisionCount,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface CategoryRecord {
  id: string;
  Title: string;
  Description: string;
  Image: string | null;
  Link: string;
  Questions: number;
  Deleted: boolean;
  Created: string;
}

interface ArticleRecord {
  id: string;
  Title: string;
  Slug: string | null;
  Body: string;
  Link: string;
  Deleted: boolean;
  Created: string;
}

const CATEGORIES = '/api/admin/data/categories';
const ARTICLES = '/api/admin/data/articles';

describe('console categories and articles: /api/admin/data/{categories,articles}', () => {
  let t: TestApp;
  let user: Agent;
  let editor: Agent;
  let mod: Agent;
  let admin: Agent;

  const list = (agent: Agent, base: string, query: Record<string, unknown> = {}) => {
    const { filter, ...rest } = query;
    return agent
      .get(base)
      .query(filter === undefined ? rest : { ...rest, filter: JSON.stringify(filter) });
  };
  const ids = (res: request.Response) => (res.body.Items as { id: string }[]).map((r) => r.id);
  async function getOne<R>(base: string, id: string): Promise<R> {
    const res = await editor.get(`${base}/${id}`);
    expect(res.status).toBe(200);
    return res.body.Item as R;
  }
  async function newCategory(
    Title = uniqueLabel('Cat'),
    Description?: string,
    agent = editor,
  ): Promise<CategoryRecord> {
    const res = await agent.post(CATEGORIES).send({ body: { data: { Title, Description } } });
    expect(res.status).toBe(200);
    return res.body.Item as CategoryRecord;
  }
  async function newArticle(Title = uniqueLabel('Art'), agent = editor): Promise<ArticleRecord> {
    const res = await agent.post(ARTICLES).send({ body: { data: { Title } } });
    expect(res.status).toBe(200);
    return res.body.Item as ArticleRecord;
  }

  /** An artifact's revisions, newest first, read from the table (a deleted one's history is for mods). */
  const revisionsOf = (id: string) =>
    t.sql<{ action: string; description: string }>(
      `SELECT action_name AS action, user_description AS description FROM revisions
        WHERE artifact_id = $1 ORDER BY created_at DESC, id DESC`,
      [id],
    );

  beforeAll(async () => {
    t = await startTestApp();
    user = (await userWithRole(t)).agent;
    editor = (await userWithRole(t, 'editor')).agent;
    mod = (await userWithRole(t, 'mod')).agent;
    admin = (await userWithRole(t, 'admin')).agent;
  });
  afterAll(() => t?.close());

  describe('refusals', () => {
    it('answers 401 to anonymous callers and 403 to users, for every verb, writing nothing', async () => {
      const category = await newCategory();
      const article = await newArticle();
      const revisions = async () =>
        (await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM revisions'))[0].n;
      const before = await revisions();
      const calls = (agent: Agent) =>
        [
          [CATEGORIES, category, { Title: 'Renamed category' }],
          [ARTICLES, article, { Title: 'Renamed article' }],
        ].flatMap(([base, record, data]) => [
          agent.get(base as string),
          agent.get(`${base}/${(record as { id: string }).id}`),
          agent.post(base as string).send({ body: { data: { Title: 'A new one' } } }),
          agent
            .post(`${base}/${(record as { id: string }).id}`)
            .send({ body: { data, previousData: record } }),
          agent
            .post(`${base}/${(record as { id: string }).id}/delete`)
            .send({ body: { reason: 'x' } }),
        ]);
      for (const res of await Promise.all(calls(request.agent(t.http))))
        expectError(res, 401, /log in/);
      for (const res of await Promise.all(calls(user)))
        expectError(
          res,
          403,
          /^You need the editor role to use (categories|articles) in the console\.$/,
        );
      expect(await revisions()).toBe(before);
      expect(await getOne(CATEGORIES, category.id)).toEqual(category);
      expect(await getOne(ARTICLES, article.id)).toEqual(article);
    });

    it('lets editors, mods and admins list, create, update and delete both', async () => {
      for (const agent of [editor, mod, admin]) {
        for (const base of [CATEGORIES, ARTICLES]) {
          const res = await list(agent, base);
          expect(res.status).toBe(200);
          expect(res.body).toEqual({ Items: expect.any(Array), Total: expect.any(Number) });
        }
        const category = await newCategory(uniqueLabel('Role'), undefined, agent);
        const renamed = await agent
          .post(`${CATEGORIES}/${category.id}`)
          .send({ body: { data: { Title: `${category.Title} b` }, previousData: category } });
        expect(renamed.status).toBe(200);
        const deleted = await agent.post(`${CATEGORIES}/${category.id}/delete`).send({ body: {} });
        expect(deleted.status).toBe(200);
        const article = await newArticle(uniqueLabel('Role'), agent);
        const edited = await agent
          .post(`${ARTICLES}/${article.id}`)
          .send({ body: { data: { Body: 'Text.' }, previousData: article } });
        expect(edited.status).toBe(200);
        expect(
          (await agent.post(`${ARTICLES}/${article.id}/delete`).send({ body: {} })).status,
        ).toBe(200);
      }
    });

    it.each([
      [CATEGORIES, { data: { Title: 'ab' } }, /^The title must be 3 to 75 characters; it has 2\.$/],
      [CATEGORIES, { data: {} }, /^data.Title is required\.$/],
      [CATEGORIES, { data: { Title: 'Fine title', Image: 'x' } }, /^Unknown field "data.Image"\.$/],
      [CATEGORIES, { data: { Title: 'Fine title', Description: 7 } }, /Description must be text/],
      [
        CATEGORIES,
        { data: { Title: 'Fine title', Description: 'x'.repeat(301) } },
        /^The description must be at most 300 characters; it has 301\.$/,
      ],
      [ARTICLES, { data: { Title: 'Fine title', Body: 'x' } }, /^Unknown field "data.Body"\.$/],
      [
        ARTICLES,
        { data: { Title: 'x'.repeat(76) } },
        /^The title must be 3 to 75 characters; it has 76\.$/,
      ],
    ])('refuses a create on %s of %j with 400, writing nothing', async (base, body, pattern) => {
      const before = (await list(editor, base, { filter: { deleted: false } })).body.Total;
      expectError(await editor.post(base).send({ body }), 400, pattern);
      expect((await list(editor, base, { filter: { deleted: false } })).body.Total).toBe(before);
    });

    it('refuses hostile input with 4xx and {"error"}', async () => {
      const category = await newCategory();
      for (const body of [
        { data: { Title: `bad ${NUL}` } },
        { data: { Title: 'Fine title' }, reason: NUL },
      ])
        expectError(await rawPost(editor, CATEGORIES, envelope(body)), 400);
      expectError(
        await rawPost(
          editor,
          `${CATEGORIES}/${category.id}`,
          envelope({ data: { Title: 'Other title' }, previousData: { Title: NUL } }),
        ),
        400,
      );
      expectError(await editor.get(`${CATEGORIES}/${'x'.repeat(17)}`), 400, /id must be an id/);
      expectError(await editor.get(`${ARTICLES}/AAAAAAAAAAAA`), 404, /no article/);
      expectError(await editor.get(`${CATEGORIES}/AAAAAAAAAAAA`), 404, /no category/);
      expectError(
        await editor
          .post(`${CATEGORIES}/updatemany`)
          .send({ body: { ids: [category.id], data: {} } }),
        400,
        /^Categories cannot be changed in bulk in the console\.$/,
      );
      expect(await getOne(CATEGORIES, category.id)).toEqual(category);
    });
  });

  describe('categories', () => {
    it('creates with a description as one revision, and reads it back', async () => {
      const title = uniqueLabel('Science');
      const category = await newCategory(title, 'Questions about the natural world.');
      expect(category).toEqual({
        id: expect.any(String),
        Title: title,
        Description: 'Questions about the natural world.',
        Image: null,
        Link: `/categories/${category.id}`,
        Questions: 0,
        Deleted: false,
        Created: expect.any(String),
      });
      const revisions = await history(editor, 'category', category.id);
      expect(revisions.map((r) => r.ActionName)).toEqual(['CategoryCreate']);
      const page = await request(t.http)
        .get('/api/category/get')
        .query({ categoryID: category.id });
      expect(page.body.Category.Description).toBe('Questions about the natural world.');
    });

    it('lists live categories with a total, sorted, paged, filtered; counts live questions in one query', async () => {
      const label = uniqueLabel('Listed');
      const [b, a, c] = [
        await newCategory(`${label} beta`),
        await newCategory(`${label} Alpha`),
        await newCategory(`${label} gamma`),
      ];
      const convos = [await newConvo(user), await newConvo(user), await newConvo(user)];
      for (const convo of convos)
        await t.sql('INSERT INTO convo_categories (convo_id, category_id) VALUES ($1, $2)', [
          convo,
          a.id,
        ]);
      await t.sql('INSERT INTO convo_categories (convo_id, category_id) VALUES ($1, $2)', [
        convos[0],
        c.id,
      ]);
      expect((await deleteArtifact(editor, 'convo', convos[2])).status).toBe(200);

      const all = await list(editor, CATEGORIES, { filter: { q: label.toLowerCase() } });
      expect(all.body.Total).toBe(3);
      expect(ids(all)).toEqual([c.id, a.id, b.id]); // newest first
      const byTitle = await list(editor, CATEGORIES, {
        sort: 'Title',
        order: 'ASC',
        filter: { q: label },
      });
      expect(ids(byTitle)).toEqual([a.id, b.id, c.id]); // case-insensitive
      expect((byTitle.body.Items as CategoryRecord[]).map((x) => x.Questions)).toEqual([2, 0, 1]);
      const page2 = await list(editor, CATEGORIES, {
        sort: 'Title',
        order: 'DESC',
        perPage: 2,
        page: 2,
        filter: { q: label },
      });
      expect(ids(page2)).toEqual([a.id]);
      expect(page2.body.Total).toBe(3);
      expect((await getOne<CategoryRecord>(CATEGORIES, a.id)).Questions).toBe(2);

      const deleted = await editor
        .post(`${CATEGORIES}/${b.id}/delete`)
        .send({ body: { reason: 'dup' } });
      expect(deleted.status).toBe(200);
      expect(ids(await list(editor, CATEGORIES, { filter: { q: label } }))).toEqual([c.id, a.id]);
      expect(ids(await list(editor, CATEGORIES, { filter: { q: label, deleted: true } }))).toEqual([
        b.id,
      ]);
      // A lookup by ids (react-admin's getMany) finds deleted ones too.
      expect(ids(await list(editor, CATEGORIES, { filter: { id: [b.id, c.id] } })).sort()).toEqual(
        [b.id, c.id].sort(),
      );
      // One id (a reference field's filter) finds just that one.
      expect(ids(await list(editor, CATEGORIES, { filter: { id: c.id } }))).toEqual([c.id]);
      expectError(
        await list(editor, CATEGORIES, { sort: 'Questions' }),
        400,
        /sort must be one of Created, Title/,
      );
      expectError(
        await list(editor, CATEGORIES, { filter: { status: 'open' } }),
        400,
        /not a filter/,
      );
    });

    it('updates Title and Description as one revision with the reason; revert restores both', async () => {
      const category = await newCategory(uniqueLabel('Old'), 'Old description');
      const title = uniqueLabel('New');
      const res = await editor.post(`${CATEGORIES}/${category.id}`).send({
        body: {
          data: { Title: title, Description: 'New description' },
          previousData: category,
          reason: 'Clearer wording',
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.Item).toEqual({ ...category, Title: title, Description: 'New description' });
      const revisions = await history(editor, 'category', category.id);
      expect(revisions).toHaveLength(2);
      const [latest, created] = revisions;
      expect(latest.ActionName).toBe('CategoryEdit');
      expect(latest.UserDescription).toBe('Clearer wording');
      expect(latest.Diff.map((d) => [d.Field, d.Old, d.New]).sort()).toEqual([
        ['Description', 'Old description', 'New description'],
        ['Title', category.Title, title],
      ]);
      // Unchanged data writes nothing.
      const same = await editor
        .post(`${CATEGORIES}/${category.id}`)
        .send({ body: { data: { Title: title }, previousData: res.body.Item } });
      expect(same.status).toBe(200);
      expect(await revisionCount(t, category.id)).toBe(2);

      expect((await revert(editor, 'category', category.id, created.RevID)).status).toBe(200);
      const reverted = await getOne<CategoryRecord>(CATEGORIES, category.id);
      expect([reverted.Title, reverted.Description]).toEqual([category.Title, 'Old description']);
    });

    it('refuses a stale update with 409 and writes nothing', async () => {
      const category = await newCategory(uniqueLabel('Stale'), 'First');
      const loaded = { ...category };
      const first = await mod
        .post(`${CATEGORIES}/${category.id}`)
        .send({ body: { data: { Description: 'Second' }, previousData: loaded } });
      expect(first.status).toBe(200);
      const count = await revisionCount(t, category.id);
      const stale = await editor.post(`${CATEGORIES}/${category.id}`).send({
        body: { data: { Title: uniqueLabel('Mine'), Description: 'Mine' }, previousData: loaded },
      });
      expectError(stale, 409, /Description was changed by someone else/);
      expect(await revisionCount(t, category.id)).toBe(count);
      expect(await getOne(CATEGORIES, category.id)).toEqual(first.body.Item);
      // Without the loaded value the change is refused too (it could overwrite someone's).
      expectError(
        await editor
          .post(`${CATEGORIES}/${category.id}`)
          .send({ body: { data: { Title: 'Blind title' } } }),
        400,
        /previousData.Title/,
      );
      expectError(
        await editor.post(`${CATEGORIES}/${category.id}`).send({
          body: { data: { Title: 'ab' }, previousData: first.body.Item },
        }),
        400,
        /^The title must be 3 to 75 characters; it has 2\.$/,
      );
      expect(await revisionCount(t, category.id)).toBe(count);
    });

    it('deletes with the reason as the revision description (and the audit reason)', async () => {
      const category = await newCategory();
      const res = await editor
        .post(`${CATEGORIES}/${category.id}/delete`)
        .send({ body: { reason: '  Duplicate of Science  ' } });
      expect(res.status).toBe(200);
      expect(res.body.Item).toEqual({ ...category, Deleted: true });
      const [latest] = await revisionsOf(category.id);
      expect(latest).toEqual({ action: 'CategoryDelete', description: 'Duplicate of Science' });
      const audit = await t.sql<{ action: string; reason: string }>(
        'SELECT action, reason FROM audit_entries WHERE target_id = $1',
        [category.id],
      );
      expect(audit).toEqual([{ action: 'delete', reason: 'Duplicate of Science' }]);
      // Deleting again is a conflict, not a second revision.
      const again = await editor.post(`${CATEGORIES}/${category.id}/delete`).send({ body: {} });
      expect(again.status).toBeGreaterThanOrEqual(400);
      expect(again.status).toBeLessThan(500);
      expect(await revisionCount(t, category.id)).toBe(2);
      // Revert brings it back.
      const created = (await history(mod, 'category', category.id)).at(-1)!;
      expect((await revert(editor, 'category', category.id, created.RevID)).status).toBe(200);
      expect((await getOne<CategoryRecord>(CATEGORIES, category.id)).Deleted).toBe(false);
    });
  });

  describe('articles', () => {
    it('creates through the article API (a title, an empty body), one revision', async () => {
      const title = uniqueLabel('Guide');
      const article = await newArticle(title);
      expect(article).toEqual({
        id: expect.any(String),
        Title: title,
        Slug: null,
        Body: '',
        Link: `/article/${article.id}`,
        Deleted: false,
        Created: expect.any(String),
      });
      expect((await history(editor, 'article', article.id)).map((r) => r.ActionName)).toEqual([
        'ArticleCreate',
      ]);
    });

    it('lists with a total, sorted, paged and filtered', async () => {
      const label = uniqueLabel('Lists');
      const [b, a] = [await newArticle(`${label} beta`), await newArticle(`${label} alpha`)];
      const all = await list(editor, ARTICLES, { filter: { q: label } });
      expect(all.body.Total).toBe(2);
      expect(ids(all)).toEqual([a.id, b.id]);
      expect(
        ids(await list(editor, ARTICLES, { sort: 'Title', order: 'DESC', filter: { q: label } })),
      ).toEqual([b.id, a.id]);
      const page = await list(editor, ARTICLES, { perPage: 1, page: 2, filter: { q: label } });
      expect(ids(page)).toEqual([b.id]);
      expect(page.body.Total).toBe(2);
      await editor.post(`${ARTICLES}/${a.id}/delete`).send({ body: {} });
      expect(ids(await list(editor, ARTICLES, { filter: { q: label } }))).toEqual([b.id]);
      expect(ids(await list(editor, ARTICLES, { filter: { q: label, deleted: true } }))).toEqual([
        a.id,
      ]);
    });

    it('updates Title and Body as one revision; revert restores; stale 409 writes nothing', async () => {
      const article = await newArticle();
      const title = uniqueLabel('Renamed');
      const body = 'A first paragraph.\n\nA second one.';
      const res = await editor.post(`${ARTICLES}/${article.id}`).send({
        body: { data: { Title: title, Body: body }, previousData: article, reason: 'First draft' },
      });
      expect(res.status).toBe(200);
      expect(res.body.Item).toEqual({ ...article, Title: title, Body: body });
      const revisions = await history(editor, 'article', article.id);
      expect(revisions.map((r) => r.ActionName)).toEqual(['ArticleEdit', 'ArticleCreate']);
      expect(revisions[0].UserDescription).toBe('First draft');

      const stale = await editor
        .post(`${ARTICLES}/${article.id}`)
        .send({ body: { data: { Body: 'Overwrite' }, previousData: article } });
      expectError(stale, 409, /Body was changed by someone else/);
      expect(await revisionCount(t, article.id)).toBe(2);

      expect((await revert(editor, 'article', article.id, revisions[1].RevID)).status).toBe(200);
      const reverted = await getOne<ArticleRecord>(ARTICLES, article.id);
      expect([reverted.Title, reverted.Body]).toEqual([article.Title, '']);
    });

    it('deletes with the reason as the revision description', async () => {
      const article = await newArticle();
      const res = await admin
        .post(`${ARTICLES}/${article.id}/delete`)
        .send({ body: { reason: 'Written in error' } });
      expect(res.status).toBe(200);
      expect(res.body.Item.Deleted).toBe(true);
      const [latest] = await revisionsOf(article.id);
      expect(latest).toEqual({ action: 'ArticleDelete', description: 'Written in error' });
      const page = await request(t.http).get(`/api/article/get`).query({ articleID: article.id });
      expect(page.status).toBeGreaterThanOrEqual(400);
    });
  });
});
