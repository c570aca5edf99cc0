import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createServerApi, type ServerApi } from '../../backend/src/web/server-api.js';
import { edit, newConvo, userWithRole } from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The reader's /log is rendered from the in-process API: GET /api/log/list/{page} served by its
 * path template, the page read from the path as the controller reads it, the same answers as
 * over HTTP (errors included).
 */
describe('the moderation log in a server render', () => {
  let t: TestApp;
  let serverApi: ServerApi;
  let convoID = '';

  beforeAll(async () => {
    t = await startTestApp();
    serverApi = createServerApi(t.app);
    const editor = await userWithRole(t, 'editor');
    convoID = await newConvo(editor.agent, { title: 'Should the log render in process?' });
    const res = await edit(editor.agent, 'convo', convoID, 'ConvoDelete', {}, 'A test deletion');
    expect(res.status).toBe(200);
  });
  afterAll(() => t.close());

  const inProcess = (query: Record<string, string>) => serverApi['/log/list/{page}']!(query);
  const overHttp = async (page: string, query: Record<string, string>) => {
    const res = await request(t.http).get(`/api/log/list/${page}`).query(query);
    return { status: res.status, body: res.body as unknown };
  };

  it('answers a page of the log, filtered by action, as the HTTP endpoint does', async () => {
    const answer = await inProcess({ page: '1', action: 'delete' });
    expect(answer.status).toBe(200);
    const { Entries } = answer.body as { Entries: Array<Record<string, string>> };
    expect(Entries[0]).toMatchObject({
      Action: 'delete',
      TargetName: 'Should the log render in process?',
      TargetLink: `/c/${convoID}`,
      Reason: 'A test deletion',
    });
    expect(answer).toEqual(await overHttp('1', { action: 'delete' }));
    expect(await inProcess({ page: '2' })).toEqual(await overHttp('2', {}));
  });

  it.each([
    ['0', {}],
    ['1e3', {}],
    ['10001', {}],
    ['1', { action: 'reportDismiss' }],
    ['1', { other: 'x' }],
    // Both wrong: the same refusal comes first.
    ['0', { other: 'x' }],
    ['1e3', { action: 'reportDismiss' }],
  ])('refuses page %s with %j as over HTTP, with a 400', async (page, query) => {
    const answer = await inProcess({ ...query, page });
    expect(answer.status).toBe(400);
    expect(answer).toEqual(await overHttp(page, query));
  });

  it('refuses a missing page with a 400', async () => {
    const answer = await inProcess({});
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'page must be a whole number, 1 or more.' });
  });
});
