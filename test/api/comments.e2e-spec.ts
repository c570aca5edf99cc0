import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { newAccount, signup, startTestApp, type TestApp } from './support/test-app.js';

type Agent = ReturnType<TestApp['agent']>;

describe('comment threads', () => {
  let t: TestApp;
  let threadId: string;
  let alice: Agent;
  let bob: Agent;
  let mod: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    alice = t.agent();
    bob = t.agent();
    mod = t.agent();
    await signup(alice, newAccount('alice'));
    await signup(bob, newAccount('bob'));
    const moderator = await signup(mod, newAccount('mod'));
    await t.sql(`UPDATE users SET role = 'mod' WHERE id = $1`, [moderator.uid]);
    const convo = await alice.post('/api/convo/new').send({
      body: {
        title: 'Do comment threads need moderators?',
        description: 'Threads grow fast. '.padEnd(170, '.'),
      },
    });
    threadId = convo.body.ConvoID;
  });
  afterAll(() => t.close());

  const post = (agent: Agent, body: string, parentID?: string) =>
    agent.post('/api/comment/new').send({
      body: { threadID: threadId, parentID: parentID ?? null, body, pathname: `/c/${threadId}` },
    });

  describe('refusals', () => {
    it('lets anyone read but only logged-in readers write', async () => {
      const read = await request(t.http)
        .post('/api/comment/get')
        .send({ body: { threadID: threadId } });
      expect(read.status).toBe(200);
      expect(read.body.canDeleteComments).toBe(false);
      for (const path of ['new', 'edit', 'delete', 'report']) {
        const res = await request(t.http)
          .post(`/api/comment/${path}`)
          .send({ body: { threadID: threadId, commentID: 'x1', body: 'hi', newBody: 'hi' } });
        expect(res.status).toBe(401);
      }
    });

    it.each([
      ['', 'body must not be empty.'],
      ['   \n  ', 'body must not be empty.'],
      ['x'.repeat(5001), 'The comment must be at most 5000 characters; it has 5001.'],
    ])('refuses the body %j', async (body, message) => {
      const res = await post(alice, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message });
    });

    it('refuses unknown threads and parents from another thread', async () => {
      const unknown = await alice
        .post('/api/comment/new')
        .send({ body: { threadID: 'nosuchthread', body: 'hello' } });
      expect(unknown.status).toBe(404);
      const other = await alice.post('/api/convo/new').send({
        body: { title: 'Another thread entirely, ok?', description: 'Other. '.padEnd(170, '.') },
      });
      const foreign = await alice
        .post('/api/comment/new')
        .send({ body: { threadID: other.body.ConvoID, body: 'over there' } });
      const wrongParent = await post(alice, 'reply', foreign.body.CommentID);
      expect(wrongParent.status).toBe(400);
      expect(wrongParent.body.error).toBe('parentID must be a comment of the same thread.');
    });
  });

  it('nests replies, names whom they reply to, and marks edits', async () => {
    const root = await post(alice, 'Moderators keep threads readable.');
    expect(root.status).toBe(201);
    const reply = await post(bob, 'But who moderates the moderators?', root.body.CommentID);
    expect(reply.body.ReplyToName).toMatch(/^alice/);
    const edited = await bob
      .post('/api/comment/edit')
      .send({ body: { commentID: reply.body.CommentID, newBody: 'Who watches the watchers?' } });
    expect(edited.status).toBe(200);
    expect(edited.body.Edited).toBe(true);
    const byOther = await alice
      .post('/api/comment/edit')
      .send({ body: { commentID: reply.body.CommentID, newBody: 'hijacked' } });
    expect(byOther.status).toBe(403);
    const thread = await request(t.http)
      .post('/api/comment/get')
      .send({ body: { threadID: threadId } });
    const node = thread.body.Comments.find(
      (c: { CommentID: string }) => c.CommentID === root.body.CommentID,
    );
    expect(node.Children).toHaveLength(1);
    expect(node.Children[0]).toMatchObject({
      Body: 'Who watches the watchers?',
      Edited: true,
      Deleted: false,
      ReplyToName: reply.body.ReplyToName,
      // The thread reads plain rows; the time reads the same as in the answer to its creation.
      Created: reply.body.Created,
    });
  });

  it('lets authors delete their own and moderators any, keeping the place with the reason', async () => {
    const own = await post(alice, 'I will take this back.');
    const others = await post(bob, 'Something rude.');
    expect(
      (await alice.post('/api/comment/delete').send({ body: { commentID: others.body.CommentID } }))
        .status,
    ).toBe(403);
    const byAuthor = await alice
      .post('/api/comment/delete')
      .send({ body: { commentID: own.body.CommentID } });
    expect(byAuthor.body).toMatchObject({ Deleted: true, DeletedReason: 'user', Body: '' });
    const byMod = await mod
      .post('/api/comment/delete')
      .send({ body: { commentID: others.body.CommentID } });
    expect(byMod.body).toMatchObject({ Deleted: true, DeletedReason: 'moderator' });
    expect(
      (await mod.post('/api/comment/delete').send({ body: { commentID: others.body.CommentID } }))
        .status,
    ).toBe(409);
    const thread = await mod.post('/api/comment/get').send({ body: { threadID: threadId } });
    expect(thread.body.canDeleteComments).toBe(true);
    const kept = thread.body.Comments.find(
      (c: { CommentID: string }) => c.CommentID === own.body.CommentID,
    );
    expect(kept).toMatchObject({ Deleted: true, DeletedReason: 'user', Body: '' });
  });

  it('takes one report per reader, never one’s own', async () => {
    const comment = await post(alice, 'Report me if you dare.');
    expect(
      (
        await alice
          .post('/api/comment/report')
          .send({ body: { commentID: comment.body.CommentID } })
      ).status,
    ).toBe(403);
    const first = await bob
      .post('/api/comment/report')
      .send({ body: { commentID: comment.body.CommentID, pathname: '/c/x' } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ Reported: true });
    const again = await bob
      .post('/api/comment/report')
      .send({ body: { commentID: comment.body.CommentID } });
    expect(again.status).toBe(409);
    const rows = await t.sql(`SELECT 1 FROM comment_reports WHERE comment_id = $1`, [
      comment.body.CommentID,
    ]);
    expect(rows).toHaveLength(1);
  });
});
