import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { signup, startTestApp, type TestApp } from './support/test-app.js';

const LONG = (s: string) => s.padEnd(170, '.');
const NEEDS_COOKIE =
  'Voting without an account needs a cookie, which this answer sets: send your vote again with cookies enabled, or log in.';

/** The Set-Cookie lines of an answer. */
function setCookies(res: request.Response): string[] {
  const header = res.headers['set-cookie'] as unknown;
  return Array.isArray(header) ? (header as string[]) : header ? [String(header)] : [];
}

/** Whether an answer hands out a session cookie (clearing one, as logout does, is not that). */
function startsSession(res: request.Response): boolean {
  return setCookies(res).some((c) => /^opinions\.sid=[^;]/.test(c));
}

/** The `name=value` pair of the voter cookie an answer set. */
function voterCookie(res: request.Response): string {
  const line = setCookies(res).find((c) => c.startsWith('opinions.voter='));
  if (!line) throw new Error(`no voter cookie in ${JSON.stringify(setCookies(res))}`);
  return line.split(';')[0];
}

/**
 * Stuffing and the anonymous-voter limits, with the production limits (RATE_LIMIT_FACTOR 1). The
 * tests reach the app from loopback, a trusted proxy: X-Forwarded-For sets each test's address.
 */
describe('vote stuffing', () => {
  let t: TestApp;
  let convoId: string;
  let posId: string;
  let argId: string;

  beforeAll(async () => {
    t = await startTestApp({ rateLimitFactor: 1 });
    const author = t.agent();
    await signup(author);
    convoId = (
      await author
        .post('/api/convo/new')
        .send({ body: { title: 'Can votes be stuffed?', description: LONG('Stuffing') } })
    ).body.ConvoID;
    posId = (
      await author.post('/api/pos/new').send({ body: { convoID: convoId, title: 'Not any more' } })
    ).body.PosID;
    argId = (
      await author.post('/api/arg/new').send({
        body: { posID: posId, title: 'Cookies are earned', description: LONG('Because') },
      })
    ).body.ArgID;
  });
  afterAll(() => t.close());

  const argVote = (from: string, value = '1') =>
    request(t.http)
      .post('/api/yourtake/submit')
      .set('X-Forwarded-For', from)
      .send({ body: { argID: argId, question: 'agreement', value } });

  const sessionRows = async () =>
    (await t.sql<{ n: number }>('SELECT COUNT(*)::int AS n FROM session'))[0].n;

  const countsOf = async (target: string) =>
    (
      await t.sql<{ voters: number; signed: number }>(
        `SELECT COALESCE(SUM(count), 0)::int AS voters, COALESCE(SUM(signed_in), 0)::int AS signed
           FROM vote_counts WHERE target_id = $1`,
        [target],
      )
    )[0];

  it('counts no voter and stores no session for 60 cookieless votes, then refuses new voters', async () => {
    const sessionsBefore = await sessionRows();
    const answers = [];
    for (let i = 0; i < 60; i += 1)
      answers.push(await argVote('198.51.100.7', String((i % 5) + 1)));
    // 30 new anonymous voters an hour per address: each cookieless vote asks for one.
    expect(answers.slice(0, 30).map((a) => a.status)).toEqual(Array(30).fill(428));
    expect(answers[0].body).toEqual({ error: NEEDS_COOKIE });
    expect(answers.slice(30).map((a) => a.status)).toEqual(Array(30).fill(429));
    expect(answers[59].body).toEqual({
      error:
        'Too many new anonymous voters from your network; try again in 60 minutes. Log in to vote now.',
    });
    for (const answer of answers) {
      expect(startsSession(answer)).toBe(false);
    }
    expect(await countsOf(argId)).toEqual({ voters: 0, signed: 0 });
    expect(
      await t.sql('SELECT 1 FROM votes WHERE target_id = $1 UNION ALL SELECT 1 FROM vote_latest', [
        argId,
      ]),
    ).toHaveLength(0);
    expect(await sessionRows()).toBe(sessionsBefore);
  });

  it('takes a forged or tampered voter cookie for no cookie', async () => {
    const issued = voterCookie(await argVote('198.51.100.8'));
    const [name, value] = issued.split('=');
    const [id, mac] = value.split('.');
    const otherId = `${id.slice(0, 11)}${id[11] === 'A' ? 'B' : 'A'}`;
    for (const cookie of [
      `${name}=${otherId}.${mac}`,
      `${name}=${id}.${mac.slice(0, -2)}`,
      `${name}=${id}`,
      `${name}=AAAAAAAAAAAA.${'A'.repeat(43)}`,
    ]) {
      const res = await argVote('198.51.100.8').set('Cookie', cookie);
      expect([res.status, res.body]).toEqual([428, { error: NEEDS_COOKIE }]);
    }
    expect(await countsOf(argId)).toEqual({ voters: 0, signed: 0 });
  });

  it('counts one voter for a cookie copied to many clients', async () => {
    const cookie = voterCookie(await argVote('198.51.100.9'));
    const answers = await Promise.all(
      ['1', '2', '3', '4', '5', '1', '2', '3', '4', '5'].map((value) =>
        argVote('198.51.100.9', value).set('Cookie', cookie),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await countsOf(argId)).toEqual({ voters: 1, signed: 0 });
  });

  it('limits anonymous votes per address, an IPv6 address by its /64', async () => {
    // Three voters (120 votes each in 10 minutes), all in one /64: 300 votes an hour between them.
    const cookies: string[] = [];
    for (const host of ['1', '2', '3'])
      cookies.push(voterCookie(await argVote(`2001:db8:7:7::${host}`)));
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_v, i) =>
          argVote(`2001:db8:7:7:${batch}::${i + 1}`, String((i % 5) + 1)).set(
            'Cookie',
            cookies[i % 3],
          ),
        ),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses).toEqual(Array(300).fill(200));
    const refused = await argVote('2001:db8:7:7:ffff::1').set('Cookie', cookies[0]);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error:
        'Too many votes without an account from your network; try again in 60 minutes. Log in to keep voting.',
    });
    // Another network is not affected, and an account votes as itself.
    expect((await argVote('2001:db8:7:8::1').set('Cookie', cookies[0])).status).toBe(200);
    const member = t.agent();
    await signup(member);
    const asMember = await member
      .post('/api/yourtake/submit')
      .set('X-Forwarded-For', '2001:db8:7:7::1')
      .send({ body: { argID: argId, question: 'agreement', value: '2' } });
    expect(asMember.status).toBe(200);
  });

  it('limits each voter to 120 votes in 10 minutes, spent in the ballot’s own statement', async () => {
    const member = t.agent();
    const voterKey = `u:${(await signup(member)).uid}`;
    const vote = (value: string) =>
      member
        .post('/api/yourtake/submit')
        .set('X-Forwarded-For', '198.51.100.30')
        .send({ body: { argID: argId, question: 'agreement', value } });
    const statuses: number[] = [];
    for (let batch = 0; batch < 4; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_v, i) => vote(String(((batch + i) % 5) + 1))),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses).toEqual(Array(120).fill(200));
    const history = async () =>
      (
        await t.sql<{ n: number }>('SELECT COUNT(*)::int AS n FROM votes WHERE voter_key = $1', [
          voterKey,
        ])
      )[0].n;
    const latest = async () =>
      (
        await t.sql<{ value: string }>('SELECT value FROM vote_latest WHERE voter_key = $1', [
          voterKey,
        ])
      )[0].value;
    expect(await history()).toBe(120);
    const kept = await latest();
    const other = kept === '1' ? '2' : '1';
    const refused = await vote(other);
    expect([refused.status, refused.body]).toEqual([
      429,
      { error: 'Too many votes; try again in 10 minutes.' },
    ]);
    // Nothing of the refused vote is written; the point is, in the row consume() counts in.
    expect(await history()).toBe(120);
    expect(await latest()).toBe(kept);
    const [row] = await t.sql<{ points: number }>('SELECT points FROM rate_limit WHERE key = $1', [
      `votesPerVoter:${voterKey}`,
    ]);
    expect(row.points).toBe(121);
    // Once the period is over the count starts again.
    await t.sql('UPDATE rate_limit SET expire = 0 WHERE key = $1', [`votesPerVoter:${voterKey}`]);
    expect((await vote(other)).status).toBe(200);
    expect(await latest()).toBe(other);
    expect(await history()).toBe(121);
  });

  it('stores no session for anonymous reads and cookieless writes', async () => {
    const before = await sessionRows();
    const reads = [
      `/api/convo/get?convoID=${convoId}`,
      `/api/arg/get?argID=${argId}`,
      '/api/home',
      `/api/yourtake/results/${argId}`,
    ];
    for (let i = 0; i < 5; i += 1) {
      for (const path of reads) {
        const res = await request(t.http).get(path).set('X-Forwarded-For', '198.51.100.10');
        expect(res.status).toBeLessThan(500);
        expect(setCookies(res)).toEqual([]);
      }
      const posts = [
        request(t.http)
          .post('/api/yourtakeconvo/submit')
          .send({ body: { convoID: convoId, value: posId } }),
        request(t.http).post('/api/logout').send({ body: {} }),
        request(t.http)
          .post('/api/comment/new')
          .send({ body: { text: 'Hello' } }),
      ];
      for (const res of await Promise.all(
        posts.map((p) => p.set('X-Forwarded-For', `198.51.100.${20 + i}`)),
      )) {
        expect(res.status).toBeLessThan(500);
        expect(startsSession(res)).toBe(false);
      }
    }
    expect(await sessionRows()).toBe(before);
  });

  it('lets a browser-like client vote anonymously, with no session, and shows who signed in', async () => {
    const before = await sessionRows();
    const browser = t.agent();
    const first = await browser
      .post('/api/yourtakeconvo/submit')
      .set('X-Forwarded-For', '198.51.100.11')
      .send({ body: { convoID: convoId, value: posId } });
    expect(first.status).toBe(428);
    const cookie = setCookies(first).find((c) => c.startsWith('opinions.voter='))!;
    expect(cookie).toMatch(/; Path=\/api; /);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const again = await browser
      .post('/api/yourtakeconvo/submit')
      .set('X-Forwarded-For', '198.51.100.11')
      .send({ body: { convoID: convoId, value: posId } });
    expect([again.status, again.body]).toEqual([200, { Saved: true, CanSeeResults: false }]);
    expect(await sessionRows()).toBe(before);

    const member = t.agent();
    await signup(member);
    await member
      .post('/api/yourtakeconvo/submit')
      .send({ body: { convoID: convoId, value: posId } });
    const results = await member.get(`/api/yourtakeconvo/results/${convoId}`);
    expect(results.body).toMatchObject({ Total: 2, SignedIn: 1 });
  });

  it('gives an anonymous voter’s votes to the account they log in to, and forgets the voter', async () => {
    const account = await signup(t.agent());
    const browser = t.agent();
    const vote = (value: string) =>
      browser
        .post('/api/yourtake/submit')
        .set('X-Forwarded-For', '198.51.100.12')
        .send({ body: { argID: argId, question: 'agreement', value } });
    expect((await vote('4')).status).toBe(428);
    expect((await vote('4')).status).toBe(200);
    const before = await countsOf(argId);
    const login = await browser
      .post('/api/login')
      .send({ body: { email: account.email, password: account.password } });
    expect(login.status).toBe(200);
    expect(
      setCookies(login).some((c) => /^opinions\.voter=;.*Expires=Thu, 01 Jan 1970/.test(c)),
    ).toBe(true);
    const takes = await browser.get('/api/yourtake/list');
    expect(takes.body.Takes).toEqual([
      expect.objectContaining({ TargetID: argId, Question: 'agreement', Value: '4' }),
    ]);
    expect(await countsOf(argId)).toEqual({ voters: before.voters, signed: before.signed + 1 });
    // After logging out, the browser is a new anonymous voter.
    await browser.post('/api/logout').send({ body: {} });
    expect((await vote('5')).status).toBe(428);
  });
});
