import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { ArgService } from '../../backend/src/arg/arg.service.js';
import { looksUniform } from '../../backend/src/order-bias/chi-square.fixtures.js';
import { OrderEffects } from '../../backend/src/order-bias/order-effects.service.js';
import { expectError } from './support/api-checks.js';
import { type Agent, newArg, newConvo, newPos, userWithRole } from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

jest.setTimeout(180_000);

const EFFECTS = '/api/admin/data/order-effects';
const DAY = new Date('2026-12-01T12:00:00Z');
const NEXT_DAY = new Date('2026-12-02T12:00:00Z');

interface NextArg {
  CurrentArg: number;
  NumArguments: number;
  NextArg: string | null;
  NextPos: string | null;
  ShownRank?: number;
  NextPosArg?: string | null;
}

/**
 * Order-bias control: getnextarg walks a voter through each position's arguments in an order of
 * their own (voter, question, UTC day), the vote carries the rank it was shown at, and the console
 * counts agreement by rank. The page cache is on: a voter's answer must never be kept.
 */
describe('order-bias control', () => {
  let t: TestApp;
  let author: Agent;
  let convo: string;
  /** One argument, then five, then a position without arguments. */
  let lead: string;
  let p2: string;
  let p3: string;
  let five: string[];

  const next = (agent: Agent | ReturnType<typeof request>, argID: string) =>
    agent.get('/api/arg/getnextarg').query({ argID });

  /** An anonymous voter: their first vote only hands out the voter cookie (428). */
  async function anonymousVoter(): Promise<Agent> {
    const agent = t.agent();
    const first = await agent
      .post('/api/yourtake/submit')
      .send({ body: { argID: lead, question: 'consider', value: 'Hello' } });
    expect(first.status).toBe(428);
    return agent;
  }

  /** The voter's walk through the second position, from its first argument on. */
  async function walkOf(agent: Agent): Promise<{ ids: string[]; ranks: number[] }> {
    const entry = (await next(agent, lead)).body as NextArg;
    expect(entry.NextPosArg).toBe(entry.NextArg);
    const ids: string[] = [];
    const ranks: number[] = [];
    let at = entry.NextPosArg!.replace('/a/', '');
    for (;;) {
      const res = await next(agent, at);
      expect(res.status).toBe(200);
      const body = res.body as NextArg;
      ids.push(at);
      ranks.push(body.ShownRank!);
      if (body.NextPos) {
        expect(body.NextPos).toBe(`/p/${p3}`);
        expect(body.NextPosArg).toBeNull();
        break;
      }
      at = body.NextArg!.replace('/a/', '');
    }
    return { ids, ranks };
  }

  beforeAll(async () => {
    t = await startTestApp({ pageCache: true });
    author = (await userWithRole(t, 'user')).agent;
    convo = await newConvo(author);
    const p1 = await newPos(author, convo);
    p2 = await newPos(author, convo);
    p3 = await newPos(author, convo);
    lead = await newArg(author, p1);
    five = [];
    for (let i = 0; i < 5; i += 1) five.push(await newArg(author, p2));
  });
  afterAll(() => t?.close());

  describe('GET /api/arg/getnextarg', () => {
    it('gives a reader without a voter key the editorial order, with no rank', async () => {
      for (let i = 0; i < 2; i += 1) {
        const res = await next(request(t.http), five[1]);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          CurrentArg: 3,
          NumArguments: 6,
          NextArg: `/a/${five[2]}`,
          NextPos: null,
        });
        // Never kept for others: not by the page cache nor by an HTTP cache in front.
        expect(res.headers['cache-control']).toMatch(/private/);
        expect(res.headers.xkey).toBeUndefined();
      }
    });

    it('walks a voter through each position in an order of their own, the same each time', async () => {
      const voter = await anonymousVoter();
      const walk = await walkOf(voter);
      expect(walk.ranks).toEqual([1, 2, 3, 4, 5]);
      expect([...walk.ids].sort()).toEqual([...five].sort());
      expect(await walkOf(voter)).toEqual(walk);
      // Positions keep their order: the first position's argument comes first.
      const first = (await next(voter, lead)).body as NextArg;
      expect(first).toMatchObject({ CurrentArg: 1, NumArguments: 6, ShownRank: 1 });
      const res = await next(voter, lead);
      expect(res.headers['cache-control']).toMatch(/private/);
      expect(res.headers.xkey).toBeUndefined();
    });

    it('gives a signed-in voter their own order, whatever the page cache kept', async () => {
      // Anonymous answers first (the cache may keep anything it is allowed to), then the voter.
      await next(request(t.http), five[0]);
      const { agent } = await userWithRole(t);
      const walk = await walkOf(agent);
      expect(walk.ranks).toEqual([1, 2, 3, 4, 5]);
      expect([...walk.ids].sort()).toEqual([...five].sort());
    });

    it('follows a change of the question at once (its walk is kept in memory)', async () => {
      const c = await newConvo(author);
      const q = await newPos(author, c);
      const a = await newArg(author, q);
      const voter = await anonymousVoter();
      expect((await next(voter, a)).body).toMatchObject({ NumArguments: 1, ShownRank: 1 });
      expect((await next(request(t.http), a)).body).toMatchObject({ NumArguments: 1 });
      const b = await newArg(author, q);
      expect((await next(voter, a)).body.NumArguments).toBe(2);
      const ranks = [(await next(voter, a)).body.ShownRank, (await next(voter, b)).body.ShownRank];
      expect(ranks.sort()).toEqual([1, 2]);
      expect((await next(request(t.http), a)).body).toMatchObject({ NextArg: `/a/${b}` });
    });

    it('still refuses malformed and unknown arguments', async () => {
      const voter = await anonymousVoter();
      expectError(await next(voter, 'not an id!'), 400, /argID must be an id/);
      expectError(await next(voter, 'nosuchargxx1'), 404, /^There is no argument/);
    });
  });

  describe('the first argument shown (10,000 simulated voters)', () => {
    it('is uniform over the position (chi-square, p = 0.001), and the same seed gives the same order', async () => {
      const args = t.app.get(ArgService);
      const counts = new Map(five.map((id) => [`/a/${id}`, 0]));
      const firstOf = new Map<string, string>();
      const voters = Array.from({ length: 10_000 }, (_, i) =>
        i % 2 === 0 ? `a:sim${i.toString(36).padStart(10, '0')}` : `u:sim${i}`,
      );
      // Through the endpoint's own service (10,000 HTTP requests would take minutes here).
      for (let from = 0; from < voters.length; from += 50) {
        await Promise.all(
          voters.slice(from, from + 50).map(async (voter) => {
            const answer = await args.next(lead, voter, DAY);
            expect(answer.NextPosArg).toBe(answer.NextArg);
            const first = answer.NextArg!;
            counts.set(first, counts.get(first)! + 1);
            firstOf.set(voter, first);
          }),
        );
      }
      expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(10_000);
      expect(looksUniform([...counts.values()])).toBe(true);
      // Same voter, question and day: the same first argument; the next day, a new draw.
      let sameNextDay = 0;
      for (const voter of voters.slice(0, 200)) {
        expect((await args.next(lead, voter, DAY)).NextArg).toBe(firstOf.get(voter));
        if ((await args.next(lead, voter, NEXT_DAY)).NextArg === firstOf.get(voter))
          sameNextDay += 1;
      }
      // One chance in five each: far fewer than 200 stay the same.
      expect(sameNextDay).toBeLessThan(80);
    });

    it('the same check fails the editorial order', async () => {
      const args = t.app.get(ArgService);
      const firsts = new Set<string>();
      for (let i = 0; i < 20; i += 1) firsts.add((await args.next(lead, undefined, DAY)).NextArg!);
      expect(firsts).toEqual(new Set([`/a/${five[0]}`]));
      // 10,000 readers without a voter key would all be shown that one first.
      expect(looksUniform([10_000, 0, 0, 0, 0])).toBe(false);
    });
  });

  describe('the rank shown, with the vote', () => {
    const vote = (agent: Agent | ReturnType<typeof request>, body: object) =>
      agent.post('/api/yourtake/submit').send({
        body: { argID: five[0], question: 'agreement', value: '2', ...body },
      });

    it.each([[0], [-1], [1001], [1.5], ['1'], ['first'], [true], [[1]], [{ rank: 1 }], [1e308]])(
      'refuses shownRank %j with 400',
      async (shownRank) => {
        const voter = await anonymousVoter();
        expectError(
          await vote(voter, { shownRank }),
          400,
          /^shownRank must be a whole number from 1 to 1000\.$/,
        );
      },
    );

    it('refuses a NUL in shownRank with 400', async () => {
      const voter = await anonymousVoter();
      expectError(await vote(voter, { shownRank: '1\u0000' }), 400, /shownRank/);
    });

    it('refuses a rank on a question vote (an unknown field)', async () => {
      const voter = await anonymousVoter();
      const res = await voter
        .post('/api/yourtakeconvo/submit')
        .send({ body: { convoID: convo, value: p2, shownRank: 1 } });
      expectError(res, 400, /shownRank/);
    });

    it('keeps the rank with the vote, and none for a vote from a read page', async () => {
      const { agent, uid } = await userWithRole(t);
      expect((await vote(agent, { shownRank: 3 })).status).toBe(200);
      expect((await vote(agent, { value: '4' })).status).toBe(200);
      expect((await vote(agent, { value: '5', shownRank: null })).status).toBe(200);
      const rows = await t.sql<{ value: string; shown_rank: number | null }>(
        `SELECT value, shown_rank FROM votes WHERE voter_key = $1 ORDER BY id`,
        [`u:${uid}`],
      );
      expect(rows).toEqual([
        { value: '2', shown_rank: 3 },
        { value: '4', shown_rank: null },
        { value: '5', shown_rank: null },
      ]);
    });
  });

  describe('the console: order effects', () => {
    it('refuses anonymous visitors with 401 and readers below editor with 403', async () => {
      expectError(await request(t.http).get(EFFECTS), 401);
      expectError(await request(t.http).get(`${EFFECTS}/1`), 401);
      const { agent } = await userWithRole(t, 'user');
      expectError(await agent.get(EFFECTS), 403, /editor/);
      expectError(await agent.get(`${EFFECTS}/1`), 403, /editor/);
      expectError(await agent.post(`${EFFECTS}/1`).send({ body: { data: {} } }), 403);
    });

    it('shows editors the mean agreement by rank shown, site-wide and for one question', async () => {
      const { agent: editor } = await userWithRole(t, 'editor');
      const can = (
        (await editor.get('/api/me').query({ path: '/admin' })).body.Can.Console as {
          Name: string;
        }[]
      ).find((r) => r.Name === 'order-effects');
      expect(can).toEqual({
        Name: 'order-effects',
        List: true,
        Create: false,
        Update: false,
        Delete: false,
      });
      // A question of its own, and another whose ratings count site-wide only.
      const rated = await newConvo(author);
      const pos = await newPos(author, rated);
      const args = [await newArg(author, pos), await newArg(author, pos)];
      const other = await newConvo(author);
      const otherArg = await newArg(author, await newPos(author, other));
      await t.app.get(OrderEffects).tallyAll();
      const before = (await editor.get(EFFECTS)).body as { Items: { Rank: number }[] };
      const ratings = [
        { argID: args[0], shownRank: 1, value: '1' },
        { argID: args[1], shownRank: 1, value: '2' },
        { argID: args[0], shownRank: 2, value: '4' },
        { argID: args[1], shownRank: 2, value: '5' },
        { argID: args[0], shownRank: 2, value: '3' },
        { argID: otherArg, shownRank: 1, value: '5' },
      ];
      for (const rating of ratings) {
        const { agent } = await userWithRole(t);
        const res = await agent
          .post('/api/yourtake/submit')
          .send({ body: { question: 'agreement', ...rating } });
        expect(res.status).toBe(200);
      }
      // A free-text answer and an unranked rating are not counted.
      const { agent } = await userWithRole(t);
      await agent
        .post('/api/yourtake/submit')
        .send({ body: { argID: args[0], question: 'consider', value: 'x', shownRank: 1 } });
      await agent
        .post('/api/yourtake/submit')
        .send({ body: { argID: args[0], question: 'agreement', value: '1' } });

      const mine = await editor.get(EFFECTS).query({ filter: JSON.stringify({ question: rated }) });
      expect(mine.status).toBe(200);
      expect(mine.body).toEqual({
        Items: [
          {
            id: '1',
            Rank: 1,
            Ratings: 2,
            MeanRating: 1.5,
            Rating1: 1,
            Rating2: 1,
            Rating3: 0,
            Rating4: 0,
            Rating5: 0,
          },
          {
            id: '2',
            Rank: 2,
            Ratings: 3,
            MeanRating: 4,
            Rating1: 0,
            Rating2: 0,
            Rating3: 1,
            Rating4: 1,
            Rating5: 1,
          },
        ],
        Total: 2,
      });
      const site = await editor.get(EFFECTS);
      const rank1 = (site.body.Items as { Rank: number; Ratings: number }[]).find(
        (i) => i.Rank === 1,
      )!;
      const rank1Before = (before.Items as { Rank: number; Ratings: number }[]).find(
        (i) => i.Rank === 1,
      );
      expect(rank1.Ratings - (rank1Before?.Ratings ?? 0)).toBe(3);
      expect((await editor.get(`${EFFECTS}/2`)).body.Item).toMatchObject({ Rank: 2 });
      // Nothing left waiting: each pending rating was counted once.
      expect(await t.sql('SELECT * FROM order_effect_pending')).toEqual([]);
      const none = await editor
        .get(EFFECTS)
        .query({ filter: JSON.stringify({ question: 'nosuchconvo1' }) });
      expect(none.body).toEqual({ Items: [], Total: 0 });
    });

    it('refuses hostile filters and ids with 400', async () => {
      const { agent: editor } = await userWithRole(t, 'editor');
      for (const filter of [
        { question: 'not an id!' },
        { question: ['a'.repeat(12), 'b'.repeat(12)] },
        { convo: convo },
      ])
        expectError(await editor.get(EFFECTS).query({ filter: JSON.stringify(filter) }), 400);
      expectError(await editor.get(`${EFFECTS}/0`), 400);
      expectError(await editor.get(`${EFFECTS}/x'1`), 400);
      expectError(await editor.get(`${EFFECTS}/999`), 404);
      expectError(await editor.post(`${EFFECTS}/1`).send({ body: { data: {} } }), 400);
    });

    it('counts a rating once, however many runs count at once', async () => {
      const effects = t.app.get(OrderEffects);
      const { agent: editor } = await userWithRole(t, 'editor');
      const filter = { filter: JSON.stringify({ question: convo }) };
      const total = async () =>
        ((await editor.get(EFFECTS).query(filter)).body.Items as { Ratings: number }[]).reduce(
          (sum, i) => sum + i.Ratings,
          0,
        );
      const before = await total();
      for (let i = 0; i < 20; i += 1) {
        const { agent } = await userWithRole(t);
        await agent.post('/api/yourtake/submit').send({
          body: { argID: five[i % 5], question: 'agreement', value: '3', shownRank: 1 + (i % 5) },
        });
      }
      await Promise.all([effects.tally(3), effects.tally(3), effects.tallyAll(), effects.tally()]);
      expect(await total()).toBe(before + 20);
    });
  });
});
