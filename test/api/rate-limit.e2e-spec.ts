import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { RATE_LIMITS } from '../../backend/src/common/rate-limits.js';
import { newAccount, startTestApp, type TestApp } from './support/test-app.js';

/** The tests reach the app from loopback, a trusted proxy: X-Forwarded-For sets the address. */
describe('rate limits (RATE_LIMIT_FACTOR 1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimitFactor: 1 });
  });
  afterAll(() => t.close());
  beforeEach(() => t.sql('DELETE FROM rate_limit'));

  function login(from: string, email: string, password: string) {
    return request(t.http)
      .post('/api/login')
      .set('X-Forwarded-For', from)
      .send({ body: { email, password } });
  }

  function statuses(responses: request.Response[]): Record<number, number> {
    const counts: Record<number, number> = {};
    for (const res of responses) counts[res.status] = (counts[res.status] ?? 0) + 1;
    return counts;
  }

  /** A new account, signed up from an address of its own. */
  async function account() {
    const body = newAccount();
    const res = await request(t.http)
      .post('/api/signup')
      .set('X-Forwarded-For', '10.99.99.99')
      .send({ body });
    expect(res.status).toBe(201);
    return { ...body, uid: res.body.User.uid as string };
  }

  describe('logins', () => {
    it('checks only the allowed number of parallel guesses at one account from one address', async () => {
      const victim = await account();
      const { points } = RATE_LIMITS.loginFailsPerAccountAndAddress;
      const guesses = await Promise.all(
        Array.from({ length: 30 }, (_, i) => login('198.51.100.7', victim.email, `guess ${i}`)),
      );
      // 401: the password was checked; 429: refused before any check.
      expect(statuses(guesses)).toEqual({ 401: points, 429: 30 - points });
      const right = await login('198.51.100.7', victim.email, victim.password);
      expect(right.status).toBe(429);
      expect(right.body.error).toMatch(
        /^Too many failed logins for this account from your network; try again in \d+ minutes\.$/,
      );
    });

    it('does not let a stranger failing on purpose lock the owner out', async () => {
      const owner = await account();
      for (let i = 0; i < RATE_LIMITS.loginFailsPerAccountAndAddress.points + 3; i++) {
        await login('198.51.100.8', owner.email, `guess ${i}`);
      }
      expect((await login('198.51.100.8', owner.email, owner.password)).status).toBe(429);
      const fromOwner = await login('203.0.113.5', owner.email, owner.password);
      expect(fromOwner.status).toBe(200);
      expect(fromOwner.body.User.uid).toBe(owner.uid);
    });

    it('counts a whole IPv6 /64 as one address', async () => {
      const victim = await account();
      const { points } = RATE_LIMITS.loginFailsPerAccountAndAddress;
      const rotating = await Promise.all(
        Array.from({ length: points + 5 }, (_, i) =>
          login(`2001:db8:aa:1:${(i + 1).toString(16)}::1`, victim.email, `guess ${i}`),
        ),
      );
      expect(statuses(rotating)).toEqual({ 401: points, 429: 5 });
      expect((await login('2001:db8:aa:2::1', victim.email, 'guess again')).status).toBe(401);
      expect((await login('2001:db8:aa:2::1', victim.email, victim.password)).status).toBe(200);
    });

    it('stops guesses from many networks at an account, except from its known addresses', async () => {
      const owner = await account();
      expect((await login('203.0.113.9', owner.email, owner.password)).status).toBe(200);
      const { points } = RATE_LIMITS.loginFailsPerAccount;
      const perAddress = RATE_LIMITS.loginFailsPerAccountAndAddress.points;
      const networks = Math.ceil(points / perAddress) + 2;
      const guesses = await Promise.all(
        Array.from({ length: networks * perAddress }, (_, i) =>
          login(`192.0.2.${1 + (i % networks)}`, owner.email, `guess ${i}`),
        ),
      );
      expect(statuses(guesses)).toEqual({ 401: points, 429: networks * perAddress - points });

      const fromNewNetwork = await login('198.51.100.99', owner.email, owner.password);
      expect(fromNewNetwork.status).toBe(429);
      expect(fromNewNetwork.body.error).toMatch(
        /^Too many failed logins for this account; try again in \d+ minutes?\. You can still log in from a network you have logged in from before\.$/,
      );
      const fromKnownNetwork = await login('203.0.113.9', owner.email, owner.password);
      expect(fromKnownNetwork.status).toBe(200);
    });

    it('limits failed logins from one address across accounts (password spraying)', async () => {
      const { points } = RATE_LIMITS.loginFailsPerAddress;
      const sprayed = await Promise.all(
        Array.from({ length: points + 20 }, (_, i) =>
          login('198.51.100.20', `nobody${i}@example.org`, 'Summer2024!'),
        ),
      );
      expect(statuses(sprayed)).toEqual({ 401: points, 429: 20 });
      const someone = await account();
      const blocked = await login('198.51.100.20', someone.email, someone.password);
      expect(blocked.status).toBe(429);
      expect(blocked.body.error).toMatch(/^Too many failed logins from your network; try again in/);
      expect((await login('198.51.100.21', someone.email, someone.password)).status).toBe(200);
    });

    it('forgets failures once the right password is given', async () => {
      const user = await account();
      const { points } = RATE_LIMITS.loginFailsPerAccountAndAddress;
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < points - 1; i++) {
          expect((await login('198.51.100.30', user.email, `typo ${i}`)).status).toBe(401);
        }
        expect((await login('198.51.100.30', user.email, user.password)).status).toBe(200);
      }
    });
  });

  describe('sign-ups', () => {
    it('limits sign-ups per address, a whole IPv6 /64 counting as one', async () => {
      const { points } = RATE_LIMITS.signupPerAddress;
      const signups = await Promise.all(
        Array.from({ length: points + 3 }, (_, i) =>
          request(t.http)
            .post('/api/signup')
            .set('X-Forwarded-For', `2001:db8:5:5::${(i + 1).toString(16)}`)
            .send({ body: newAccount() }),
        ),
      );
      expect(statuses(signups)).toEqual({ 201: points, 429: 3 });
      const refused = signups.find((res) => res.status === 429)!;
      expect(refused.body.error).toMatch(/^Too many sign-ups from your network; try again in/);
      const otherNetwork = await request(t.http)
        .post('/api/signup')
        .set('X-Forwarded-For', '2001:db8:5:6::1')
        .send({ body: newAccount() });
      expect(otherNetwork.status).toBe(201);
    });
  });

  describe('search', () => {
    it('limits searches per address with 429 and an error sentence', async () => {
      const { points } = RATE_LIMITS.searchPerAddress;
      const searches = await Promise.all(
        Array.from({ length: points + 5 }, () =>
          request(t.http)
            .get('/api/search')
            .query({ q: 'climate' })
            .set('X-Forwarded-For', '2001:db8:77:1::1'),
        ),
      );
      expect(statuses(searches)).toEqual({ 200: points, 429: 5 });
      const refused = searches.find((res) => res.status === 429)!;
      expect(refused.body).toEqual({
        error: expect.stringMatching(
          /^Too many searches from your network; try again in 1 minute\.$/,
        ),
      });
      const otherNetwork = await request(t.http)
        .get('/api/search')
        .query({ q: 'climate' })
        .set('X-Forwarded-For', '2001:db8:77:2::1');
      expect(otherNetwork.status).toBe(200);
    });
  });
});
