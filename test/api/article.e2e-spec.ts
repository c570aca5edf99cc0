import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { rawPost, rowCount, uniqueLabel } from './support/api-checks.js';
import { envelope, LONE_SURROGATE, NUL } from './support/hostile-values.js';
import { type Agent, allInboxEntries, edit, history, userWithRole } from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface ArticleBody {
  ArticleID: string;
  Title: string;
  Body: string;
  Link: string;
  Created: string;
  Updated: string;
}

const uniqueTitle = (label = 'Article') => uniqueLabel(label);

describe('articles: /api/article', () => {
  let t: TestApp;
  let user: Agent;
  let editor: Agent;
  let mod: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    user = (await userWithRole(t)).agent;
    editor = (await userWithRole(t, 'editor')).agent;
    mod = (await userWithRole(t, 'mod')).agent;
  });
  afterAll(() => t?.close());

  const articleCount = () => rowCount(t, 'articles');

  async function newArticle(agent: Agent, title = uniqueTitle()): Promise<string> {
    const res = await agent.post('/api/article/new').send({ body: { title } });
    expect(res.status).toBe(201);
    expect(res.body.Location).toBe(`/edit/article/${res.body.ArticleID}`);
    return res.body.ArticleID as string;
  }

  const getArticle = (agent: Agent, articleID: string) =>
    agent.get('/api/article/get').query({ articleID });

  describe('refusals', () => {
    it('refuses anonymous visitors (401) and plain users (403 naming editor), writing nothing', async () => {
      const before = await articleCount();
      const anon = await request(t.http)
        .post('/api/article/new')
        .send({ body: { title: uniqueTitle() } });
      expect(anon.status).toBe(401);
      expect(anon.body.error).toEqual(expect.any(String));
      const plain = await user.post('/api/article/new').send({ body: { title: uniqueTitle() } });
      expect(plain.status).toBe(403);
      expect(plain.body.error).toContain('editor');
      expect(await articleCount()).toBe(before);

      const id = await newArticle(editor);
      for (const [action, args] of [
        ['ArticleEditTextField', { FieldName: 'Body', OldValue: '', NewValue: 'Text' }],
        ['ArticleDelete', {}],
        ['ArticleRevert', { RevID: 'AAAAAAAAAAAA' }],
      ] as const) {
        const anonEdit = await edit(request.agent(t.http), 'article', id, action, args);
        expect(anonEdit.status).toBe(401);
        const userEdit = await edit(user, 'article', id, action, args);
        expect(userEdit.status).toBe(403);
        expect(userEdit.body.error).toContain('editor');
      }
      expect((await getArticle(user, id)).body.Article.Body).toBe('');
    });

    it('answers 404 to edits and reads of an unknown article', async () => {
      const res = await edit(editor, 'article', 'AAAAAAAAAAAA', 'ArticleEditTextField', {
        FieldName: 'Title',
        OldValue: 'x',
        NewValue: 'Some title',
      });
      expect(res.status).toBe(404);
      expect((await getArticle(user, 'AAAAAAAAAAAA')).status).toBe(404);
      expect(
        (await user.get('/api/article/history').query({ articleID: 'AAAAAAAAAAAA' })).status,
      ).toBe(404);
    });
  });

  describe('validation', () => {
    it('refuses hostile and invalid titles with 400 and writes nothing', async () => {
      const before = await articleCount();
      const bodies = [
        envelope({ title: `An${NUL}article` }),
        envelope({ title: `An article${LONE_SURROGATE}` }),
        envelope({ title: 'x'.repeat(76) }),
        envelope({ title: 'x'.repeat(1_000_000) }),
        envelope({ title: ['An article'] }),
        envelope({ title: { t: 'An article' } }),
        envelope({ title: 42 }),
        envelope({ title: null }),
        envelope({}),
        envelope({ title: '   ' }),
        envelope({ title: 'ab' }),
        envelope({ title: 'An article', body: 'Not at creation' }),
        envelope(['An article']),
        JSON.stringify({ title: 'An article' }),
      ];
      for (const body of bodies) {
        const res = await rawPost(editor, '/api/article/new', body);
        expect([400, 413]).toContain(res.status);
        expect(res.body.error).toEqual(expect.any(String));
      }
      expect(await articleCount()).toBe(before);
    });

    it('refuses hostile edits with 400 and changes nothing', async () => {
      const id = await newArticle(editor);
      const bad = [
        { FieldName: 'Body', OldValue: '', NewValue: 'x'.repeat(20001) },
        { FieldName: 'Title', OldValue: '', NewValue: 'x' },
        { FieldName: 'Author', OldValue: '', NewValue: 'Someone' },
        { FieldName: ['Body'], OldValue: '', NewValue: 'Text' },
        { FieldName: 'Body', OldValue: '', NewValue: 42 },
      ];
      for (const args of bad) {
        const res = await edit(editor, 'article', id, 'ArticleEditTextField', args);
        expect(res.status).toBe(400);
        expect(res.body.error).toEqual(expect.any(String));
      }
      const unknownAction = await edit(editor, 'article', id, 'ArticleFly', {});
      expect(unknownAction.status).toBe(400);
      const nul = await rawPost(
        editor,
        '/api/article/edit',
        envelope({
          articleID: id,
          action: { ActionName: 'ArticleEditTextField', ArgsJSON: ['x'] },
        }),
      );
      expect(nul.status).toBe(400);
      for (const query of [{}, { articleID: 'x y' }, { articleID: ['a', 'b'] }]) {
        expect((await user.get('/api/article/get').query(query)).status).toBe(400);
      }
      expect((await getArticle(user, id)).body.Article.Body).toBe('');
    });
  });

  describe('behaviour', () => {
    it('creates, reads, edits, deletes and reverts an article; history lists it all', async () => {
      const title = uniqueTitle('Glossary');
      const id = await newArticle(editor, `  ${title}  `);
      let got = await request(t.http).get('/api/article/get').query({ articleID: id });
      expect(got.status).toBe(200);
      expect(got.body.Article as ArticleBody).toMatchObject({
        ArticleID: id,
        Title: title,
        Body: '',
        Link: `/article/${id}`,
      });
      const body = 'First paragraph.\n\nSecond paragraph with a word: zebrafinch.';
      const edited = await edit(mod, 'article', id, 'ArticleEditTextField', {
        FieldName: 'Body',
        OldValue: '',
        NewValue: body,
      });
      expect(edited.status).toBe(200);
      got = await getArticle(user, id);
      expect(got.body.Article.Body).toBe(body);

      // Searchable by title and body.
      const found = await request(t.http).get('/api/search').query({ q: 'zebrafinch' });
      expect(found.status).toBe(200);
      expect(found.body.Results).toContainEqual(
        expect.objectContaining({
          ArtifactType: 'article',
          ArtifactID: id,
          Link: `/article/${id}`,
        }),
      );

      const deleted = await edit(editor, 'article', id, 'ArticleDelete', {});
      expect(deleted.status).toBe(200);
      expect(deleted.body.Location).toBe('/encyclopedia');
      expect((await getArticle(user, id)).status).toBe(404);
      const gone = await request(t.http).get('/api/search').query({ q: 'zebrafinch' });
      expect(gone.body.Results.map((r: { ArtifactID: string }) => r.ArtifactID)).not.toContain(id);

      const revisions = await history(mod, 'article', id);
      expect(revisions.map((r) => r.ActionName)).toEqual([
        'ArticleDelete',
        'ArticleEditTextField',
        'ArticleCreate',
      ]);
      const reverted = await edit(editor, 'article', id, 'ArticleRevert', {
        RevID: revisions[1].RevID,
      });
      expect(reverted.status).toBe(200);
      got = await getArticle(user, id);
      expect(got.status).toBe(200);
      expect(got.body.Article.Body).toBe(body);
      expect((await history(user, 'article', id))[0].ActionName).toBe('ArticleRevert');
    });

    it('writes no inbox entry (articles are written by editors; the spec has no article inbox kind)', async () => {
      const id = await newArticle(editor);
      const [rev] = await history(editor, 'article', id);
      const entries = await allInboxEntries(editor);
      expect(entries.map((e) => e.Revision.RevID)).not.toContain(rev.RevID);
    });
  });
});
