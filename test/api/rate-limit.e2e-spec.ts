import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { RATE_LIMITS } from '../../backend/src/common/rate-limits.js';
import { newAccount, signup, startTestApp, type TestApp } from './support/test-app.js';

describe('rate limits (RATE_LIMIT_FACTOR 1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimitFactor: 1 });
  });
  afterAll(() => t.close());

  it('blocks brute force on one account, even with the right password, then answers 429', async () => {
    const account = await signup(t.agent());
    const { points } = RATE_LIMITS.loginFailuresPerAccount;
    for (let i = 0; i < points; i++) {
      const res = await request(t.http)
        .post('/api/login')
        .send({ body: { email: account.email, password: `guess number ${i}` } });
      expect(res.status).toBe(401);
    }
    const blocked = await request(t.http)
      .post('/api/login')
      .send({ body: { email: account.email, password: account.password } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(
      /^Too many failed logins for this account; try again in \d+ minutes?\.$/,
    );
  });

  it('limits sign-ups per address', async () => {
    await t.sql('DELETE FROM rate_limit');
    const { points } = RATE_LIMITS.signupPerIp;
    for (let i = 0; i < points; i++) {
      const res = await request(t.http).post('/api/signup').send({ body: newAccount() });
      expect(res.status).toBe(201);
    }
    const res = await request(t.http).post('/api/signup').send({ body: newAccount() });
    expect(res.status).toBe(429);
    expect(res.body.error).toMatch(/^Too many sign-ups/);
  });

  it('limits login attempts per address across accounts', async () => {
    await t.sql('DELETE FROM rate_limit');
    const { points } = RATE_LIMITS.loginPerIp;
    for (let i = 0; i < points; i++) {
      const res = await request(t.http)
        .post('/api/login')
        .send({ body: { email: `nobody${i}@example.org`, password: 'whatever you like' } });
      expect(res.status).toBe(401);
    }
    const res = await request(t.http)
      .post('/api/login')
      .send({ body: { email: 'someone@example.org', password: 'whatever you like' } });
    expect(res.status).toBe(429);
    expect(res.body.error).toMatch(/^Too many login attempts/);
  });
});
