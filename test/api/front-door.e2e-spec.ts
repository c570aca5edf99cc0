import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  type Agent,
  deleteArtifact,
  editField,
  newArg,
  newConvo,
  newPos,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface ListItem {
  ConvoID: string;
  Positions: number;
  Arguments: number;
  Voters: number;
}

/** The front door's reads: the questions' figures and orders, and the newcomers' guide. */
describe('front door', () => {
  let t: TestApp;
  let user: Agent;
  let editor: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    user = (await userWithRole(t)).agent;
    editor = (await userWithRole(t, 'editor')).agent;
  });
  afterAll(() => t.close());

  const list = async (query: Record<string, string | number>) => {
    const res = await request(t.http).get('/api/convo/list').query(query);
    expect(res.status).toBe(200);
    return res.body as { Convos: ListItem[]; Total: number };
  };
  const ids = (items: ListItem[]) => items.map((c) => c.ConvoID);

  const voteFor = async (convoID: string, posID: string) => {
    const voter = (await userWithRole(t)).agent;
    const res = await voter
      .post('/api/yourtakeconvo/submit')
      .send({ body: { convoID, value: posID } });
    expect(res.status).toBe(200);
  };

  describe('GET /api/convo/list', () => {
    it('refuses an unknown order with 400', async () => {
      const res = await request(t.http).get('/api/convo/list').query({ sort: 'best' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'sort must be one of recent, popular.' });
    });

    it("gives each question's live positions, their live arguments and its voters", async () => {
      const convoID = await newConvo(user);
      const kept = await newPos(user, convoID);
      const gone = await newPos(user, convoID);
      await newArg(user, kept);
      const deletedArg = await newArg(user, kept);
      await newArg(user, gone);
      expect((await deleteArtifact(editor, 'arg', deletedArg)).status).toBe(200);
      expect((await deleteArtifact(editor, 'pos', gone)).status).toBe(200);
      await voteFor(convoID, kept);
      await voteFor(convoID, kept);

      const item = (await list({ perPage: 100 })).Convos.find((c) => c.ConvoID === convoID);
      expect(item).toMatchObject({ Positions: 1, Arguments: 1, Voters: 2 });
    });

    it('lists questions waiting for their first position after the others, until they have one', async () => {
      const withPosition = await newConvo(user);
      await newPos(user, withPosition);
      const empty = await newConvo(user);

      const before = ids((await list({ perPage: 100 })).Convos);
      expect(before.indexOf(withPosition)).toBeLessThan(before.indexOf(empty));
      const all = (await list({ perPage: 100 })).Convos;
      const firstEmpty = all.findIndex((c) => c.Positions === 0);
      expect(all.slice(firstEmpty).every((c) => c.Positions === 0)).toBe(true);

      await newPos(user, empty);
      const after = (await list({ perPage: 1 })).Convos;
      expect(ids(after)).toEqual([empty]);
      expect(after[0].Positions).toBe(1);
    });

    it('popular: questions with positions and voters, most voters first, paged with a total', async () => {
      const unvoted = await newConvo(user);
      await newPos(user, unvoted);
      const few = await newConvo(user);
      const fewPos = await newPos(user, few);
      const many = await newConvo(user);
      const manyPos = await newPos(user, many);
      const none = await newConvo(user);
      await voteFor(few, fewPos);
      for (let i = 0; i < 3; i += 1) await voteFor(many, manyPos);

      const popular = await list({ sort: 'popular', perPage: 100 });
      const order = ids(popular.Convos);
      expect(order).not.toContain(none);
      expect(order).not.toContain(unvoted);
      expect(order.indexOf(many)).toBeLessThan(order.indexOf(few));
      expect(popular.Convos.every((c) => c.Positions > 0 && c.Voters > 0)).toBe(true);
      const voters = popular.Convos.map((c) => c.Voters);
      expect(voters).toEqual([...voters].sort((a, b) => b - a));
      expect(popular.Total).toBe(popular.Convos.length);
      const recentTotal = (await list({ perPage: 1 })).Total;
      expect(popular.Total).toBeLessThan(recentTotal);
    });

    it("a position's or an argument's creation shows in the list's figures at once", async () => {
      const convoID = await newConvo(user);
      const posID = await newPos(user, convoID);
      const figures = async () =>
        (await list({ perPage: 100 })).Convos.find((c) => c.ConvoID === convoID);
      expect(await figures()).toMatchObject({ Positions: 1, Arguments: 0 });
      await newArg(user, posID);
      expect(await figures()).toMatchObject({ Positions: 1, Arguments: 1 });
      await newPos(user, convoID);
      expect(await figures()).toMatchObject({ Positions: 2, Arguments: 1 });
    });
  });

  describe('GET /api/article/guide', () => {
    it('is null while no live article has the guide slug, then the article, then null again once deleted', async () => {
      expect((await request(t.http).get('/api/article/guide')).body).toEqual({ Guide: null });

      const created = await editor
        .post('/api/article/new')
        .send({ body: { title: 'How this encyclopedia works' } });
      expect(created.status).toBe(201);
      const articleID = created.body.ArticleID as string;
      const body = `${'Every question has positions. '.repeat(12)}\n\nSecond paragraph.`;
      expect((await editField(editor, 'article', articleID, 'Body', '', body)).status).toBe(200);
      // An article without the slug is not the guide.
      expect((await request(t.http).get('/api/article/guide')).body).toEqual({ Guide: null });

      const slug = await editor.post('/api/slug/create').send({
        body: {
          slug: 'how-this-encyclopedia-works',
          artifactType: 'article',
          artifactID: articleID,
        },
      });
      expect(slug.status).toBe(201);
      const guide = (await request(t.http).get('/api/article/guide')).body.Guide;
      expect(guide).toEqual({
        Title: 'How this encyclopedia works',
        Link: '/article/how-this-encyclopedia-works',
        Summary: expect.stringMatching(/^Every question has positions\..*…$/),
      });
      expect(guide.Summary.length).toBeLessThanOrEqual(301);
      expect(guide.Summary).not.toContain('Second paragraph');

      expect((await deleteArtifact(editor, 'article', articleID)).status).toBe(200);
      expect((await request(t.http).get('/api/article/guide')).body).toEqual({ Guide: null });
    });
  });
});
