import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createApp } from '../../backend/src/create-app.js';
import { signup, startTestApp, testConfig, type TestApp } from './support/test-app.js';

const DESCRIPTION = 'A question long enough for the rules: '.padEnd(170, 'x');

async function eventually(check: () => Promise<boolean>, ms = 5000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/** Two app processes on one database, as behind a load balancer. */
describe('anonymous page cache', () => {
  let t: TestApp;
  let other: INestApplication;
  let writer: ReturnType<TestApp['agent']>;
  let convoId: string;

  beforeAll(async () => {
    t = await startTestApp({ pageCache: true });
    other = await createApp({
      config: testConfig({ pageCache: true }),
      databaseUrl: t.databaseUrl,
      web: false,
      logger: false,
    });
    writer = t.agent();
    await signup(writer);
    const res = await writer
      .post('/api/convo/new')
      .send({ body: { title: 'Is caching worth the trouble?', description: DESCRIPTION } });
    convoId = res.body.ConvoID;
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const read = (app: INestApplication | TestApp['http']) => {
    const server =
      'getHttpServer' in (app as object) ? (app as INestApplication).getHttpServer() : app;
    return request(server as Parameters<typeof request>[0])
      .get('/api/convo/get')
      .query({ convoID: convoId });
  };

  it('serves a repeated anonymous read from memory', async () => {
    const first = await read(t.http);
    expect(first.status).toBe(200);
    expect(first.headers['x-page-cache']).toBeUndefined();
    const second = await read(t.http);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toEqual(first.body);
  });

  it('never caches what a logged-in reader sees, nor errors', async () => {
    await writer.get('/api/convo/get').query({ convoID: convoId });
    const loggedIn = await writer.get('/api/convo/get').query({ convoID: convoId });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.headers['x-page-cache']).toBeUndefined();
    await request(t.http).get('/api/convo/get').query({ convoID: 'nosuchconvo1' });
    const missing = await request(t.http).get('/api/convo/get').query({ convoID: 'nosuchconvo1' });
    expect(missing.status).toBe(404);
    expect(missing.headers['x-page-cache']).toBeUndefined();
  });

  it('drops cached pages in every process when content changes', async () => {
    await read(other);
    expect((await read(other)).headers['x-page-cache']).toBe('hit');
    const args = JSON.stringify({
      FieldName: 'Title',
      OldValue: 'Is caching worth the trouble?',
      NewValue: 'Is a page cache worth the trouble?',
    });
    const edit = await writer.post('/api/convo/edit').send({
      body: {
        convoID: convoId,
        action: { ActionName: 'ConvoEditTextField', ArgsJSON: args },
        revDesc: '',
      },
    });
    expect(edit.status).toBe(200);
    // The process that wrote clears at once; the other one hears it through NOTIFY.
    expect((await read(t.http)).body.Convo.Title).toBe('Is a page cache worth the trouble?');
    const fresh = await eventually(
      async () => (await read(other)).body.Convo.Title === 'Is a page cache worth the trouble?',
    );
    expect(fresh).toBe(true);
  });
  it('caches anonymous searches until the next write', async () => {
    const search = () => request(t.http).get('/api/search').query({ q: 'lighthouse' });
    expect((await search()).body.Results).toEqual([]);
    expect((await search()).headers['x-page-cache']).toBe('hit');
    const created = await writer
      .post('/api/convo/new')
      .send({ body: { title: 'Should every lighthouse stay lit?', description: DESCRIPTION } });
    expect(created.status).toBe(201);
    const after = await search();
    expect(after.headers['x-page-cache']).toBeUndefined();
    expect(after.body.Results.map((r: { ArtifactID: string }) => r.ArtifactID)).toContain(
      created.body.ConvoID,
    );
  });
});
