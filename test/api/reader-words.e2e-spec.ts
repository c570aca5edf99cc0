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

/** Refusals name content as a reader does: question, position, argument; never convo, pos, arg. */
describe("refusals in the reader's words", () => {
  let t: TestApp;
  let user: Agent;
  let convoID: string;
  let posID: string;
  let argID: string;

  beforeAll(async () => {
    t = await startTestApp();
    user = (await userWithRole(t)).agent;
    convoID = await newConvo(user);
    posID = await newPos(user, convoID);
    argID = await newArg(user, posID);
  });
  afterAll(() => t.close());

  it('401 first: an anonymous delete is asked to log in', async () => {
    const res = await deleteArtifact(request.agent(t.http), 'pos', posID);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'You need to log in to do that.' });
  });

  it('403: a plain user deleting a position or an argument', async () => {
    const pos = await deleteArtifact(user, 'pos', posID);
    expect(pos.status).toBe(403);
    expect(pos.body).toEqual({ error: 'You need the editor role to delete a position.' });
    const arg = await deleteArtifact(user, 'arg', argID);
    expect(arg.status).toBe(403);
    expect(arg.body).toEqual({ error: 'You need the editor role to delete an argument.' });
  });

  it('400: a field a question or an argument does not have', async () => {
    const convo = await editField(user, 'convo', convoID, 'Bogus', '', 'x');
    expect(convo.status).toBe(400);
    expect(convo.body).toEqual({ error: 'A question has no text field "Bogus".' });
    const arg = await editField(user, 'arg', argID, 'Bogus', '', 'x');
    expect(arg.status).toBe(400);
    expect(arg.body).toEqual({ error: 'An argument has no text field "Bogus".' });
    const field = await request(t.http)
      .get('/api/getfield')
      .query({ artifactType: 'pos', artifactID: posID, fieldName: 'Bogus' });
    expect(field.status).toBe(400);
    expect(field.body).toEqual({ error: 'A position has no field "Bogus".' });
  });

  it('404: an unknown id of each kind', async () => {
    for (const [type, noun] of [
      ['convo', 'question'],
      ['pos', 'position'],
      ['arg', 'argument'],
    ] as const) {
      const res = await request(t.http)
        .get(`/api/${type}/history`)
        .query({
          [`${type}ID`]: 'AAAAAAAAAAAA',
        });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: `There is no ${noun} with id AAAAAAAAAAAA.` });
    }
  });
});
