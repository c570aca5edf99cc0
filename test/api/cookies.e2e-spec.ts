import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { COOKIE_STATEMENT_VERSION } from '../../backend/src/cookies/cookies.service.js';
import { signup, startTestApp, type TestApp } from './support/test-app.js';

describe('cookie banner API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('asks anonymous visitors, with the statement version', async () => {
    const res = await request(t.http).post('/api/cookies/showbanner').send({ body: {} });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ShowBanner: true, Version: COOKIE_STATEMENT_VERSION });
  });

  it.each([
    [{ version: COOKIE_STATEMENT_VERSION, url: 'http://x/' }, 'loadThirdParty is required.'],
    [
      { loadThirdParty: 'yes', version: COOKIE_STATEMENT_VERSION, url: 'http://x/' },
      'loadThirdParty must be true or false.',
    ],
    [
      { loadThirdParty: true, version: '', url: 'http://x/' },
      'version must be 1 to 40 characters long.',
    ],
    [
      { loadThirdParty: true, version: COOKIE_STATEMENT_VERSION, url: 'x'.repeat(3000) },
      'url must be at most 2048 characters.',
    ],
    [
      { loadThirdParty: true, version: '1999-01-01', url: 'http://x/' },
      `version must be the current cookie statement version (${COOKIE_STATEMENT_VERSION}).`,
    ],
  ])('refuses %j', async (body, message) => {
    const res = await request(t.http).post('/api/cookies/logchoice').send({ body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });

  it('records an anonymous choice without personal data', async () => {
    const res = await request(t.http)
      .post('/api/cookies/logchoice')
      .send({
        body: {
          loadThirdParty: false,
          version: COOKIE_STATEMENT_VERSION,
          url: 'http://localhost/cookies',
        },
      });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Logged: true });
    const rows = await t.sql<{ user_id: string | null; load_third_party: boolean }>(
      'SELECT user_id, load_third_party FROM cookie_choices',
    );
    expect(rows).toEqual([{ user_id: null, load_third_party: false }]);
  });

  it('stops asking a logged-in user who has answered this version', async () => {
    const agent = t.agent();
    const { uid } = await signup(agent);
    expect((await agent.post('/api/cookies/showbanner').send({ body: {} })).body.ShowBanner).toBe(
      true,
    );
    await agent.post('/api/cookies/logchoice').send({
      body: { loadThirdParty: true, version: COOKIE_STATEMENT_VERSION, url: 'http://localhost/' },
    });
    expect((await agent.post('/api/cookies/showbanner').send({ body: {} })).body.ShowBanner).toBe(
      false,
    );
    const rows = await t.sql('SELECT 1 FROM cookie_choices WHERE user_id = $1', [uid]);
    expect(rows).toHaveLength(1);
  });
});
