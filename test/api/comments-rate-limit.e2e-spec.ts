import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signup, startTestApp, type TestApp } from './support/test-app.js';

// Its own file: passport's (de)serialisers are process-global, so one Nest app per test file.
describe('comment rate limits (RATE_LIMIT_FACTOR 1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimitFactor: 1 });
  });
  afterAll(() => t.close());

  it('answers 429 with a clear error past the comment limit', async () => {
    const agent = t.agent();
    await signup(agent);
    const convo = await agent.post('/api/convo/new').send({
      body: { title: 'How many comments is too many?', description: 'Limits. '.padEnd(170, '.') },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await agent
        .post('/api/comment/new')
        .send({ body: { threadID: convo.body.ConvoID, body: `comment ${i}` } });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(30).fill(201), 429]);
  });
});
