import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { rowCount } from './support/api-checks.js';
import {
  type Agent,
  deleteArtifact,
  edit,
  newArg,
  newConvo,
  newPos,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** A request is discussed in its own comment thread (its ReqID), like a question or argument. */
describe('comment threads of requests', () => {
  let t: TestApp;
  let user: Agent;
  let editor: Agent;
  let argID: string;

  beforeAll(async () => {
    t = await startTestApp();
    user = (await userWithRole(t)).agent;
    editor = (await userWithRole(t, 'editor')).agent;
    const convoID = await newConvo(user);
    argID = await newArg(user, await newPos(user, convoID));
  });
  afterAll(() => t?.close());

  async function newReq(agent: Agent, artifactType: string, artifactID: string): Promise<string> {
    const res = await agent.post('/api/req/new').send({
      body: {
        artifactType,
        artifactID,
        title: 'Is this argument one-sided?',
        issue: 'Its description takes a side; it should be value-free.',
      },
    });
    expect(res.status).toBe(201);
    return res.body.ReqID as string;
  }

  const post = (agent: Agent, threadID: string, body = 'I think it is.') =>
    agent.post('/api/comment/new').send({
      body: { threadID, parentID: null, body, pathname: `/req/${threadID}` },
    });
  const read = (threadID: string) =>
    request(t.http).post('/api/comment/get').send({ body: { threadID } });

  it('lets anyone read a request thread and only signed-in readers write in it', async () => {
    const reqID = await newReq(user, 'arg', argID);
    expect((await read(reqID)).status).toBe(200);
    const before = await rowCount(t, 'comments');
    const anon = await post(request.agent(t.http), reqID);
    expect(anon.status).toBe(401);
    expect(anon.body.error).toEqual(expect.any(String));
    expect(await rowCount(t, 'comments')).toBe(before);
  });

  it('keeps the comments of a request and of an admin request', async () => {
    const reqID = await newReq(user, 'arg', argID);
    const adminReqID = await newReq(editor, 'admin', '');
    for (const threadID of [reqID, adminReqID]) {
      const res = await post(user, threadID, `On ${threadID}`);
      expect(res.status).toBe(201);
      const thread = await read(threadID);
      expect(thread.body.Comments.map((c: { Body: string }) => c.Body)).toEqual([`On ${threadID}`]);
    }
  });

  it('closes the thread of a deleted request, and of one under a deleted argument', async () => {
    const deletedReq = await newReq(user, 'arg', argID);
    expect((await edit(editor, 'req', deletedReq, 'ReqDelete', {})).status).toBe(200);
    const convoID = await newConvo(user);
    const doomedArg = await newArg(user, await newPos(user, convoID));
    const underDeleted = await newReq(user, 'arg', doomedArg);
    expect((await deleteArtifact(editor, 'arg', doomedArg)).status).toBe(200);
    for (const threadID of [deletedReq, underDeleted]) {
      const before = await rowCount(t, 'comments');
      expect((await post(user, threadID)).status).toBe(404);
      expect((await read(threadID)).status).toBe(404);
      expect(await rowCount(t, 'comments')).toBe(before);
    }
  });
});
