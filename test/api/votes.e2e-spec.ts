import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg, { type Pool, type PoolClient, type QueryConfig } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ContentEvents } from '../../backend/src/common/content-events.js';
import { readKeys } from '../../backend/src/common/read-keys.js';
import { poolOf } from '../../backend/src/database/pool.js';
import { BallotBatches } from '../../backend/src/vote/ballot-batches.js';
import { applyLatest, castBallot, castBallots } from '../../backend/src/vote/vote-ledger.js';
import { VoteResultsCache } from '../../backend/src/vote/vote-results-cache.js';
import { voteTransaction } from '../../backend/src/vote/vote-transaction.js';
import { eventually } from './support/app-processes.js';
import {
  deleteArtifact,
  editField,
  getField,
  history,
  newArg,
  newConvo,
  newPos,
  revert,
  userWithRole,
} from './support/opinion-map.js';
import { newAccount, signup, startTestApp, type TestApp } from './support/test-app.js';

const LONG = (s: string) => s.padEnd(170, '.');

describe('votes', () => {
  let t: TestApp;
  let convoId: string;
  let posIds: string[];
  let argId: string;

  beforeAll(async () => {
    t = await startTestApp();
    const author = t.agent();
    await signup(author);
    convoId = (
      await author
        .post('/api/convo/new')
        .send({ body: { title: 'Should votes be counted fast?', description: LONG('Counting') } })
    ).body.ConvoID;
    posIds = [];
    for (const title of ['Yes, count them fast', 'No, count them slowly']) {
      posIds.push(
        (await author.post('/api/pos/new').send({ body: { convoID: convoId, title } })).body.PosID,
      );
    }
    argId = (
      await author.post('/api/arg/new').send({
        body: { posID: posIds[0], title: 'Fast counts are cheap', description: LONG('Because') },
      })
    ).body.ArgID;
  });
  afterAll(() => t.close());

  /** The reader's own latest answers ("<target id>/<question>" -> answer), from their list. */
  async function ownAnswers(agent: ReturnType<TestApp['agent']>): Promise<Record<string, string>> {
    const res = await agent.get('/api/yourtake/list');
    expect(res.status).toBe(200);
    return Object.fromEntries(
      (res.body.Takes as { TargetID: string; Question: string; Value: string }[]).map((take) => [
        `${take.TargetID}/${take.Question}`,
        take.Value,
      ]),
    );
  }

  const vote = (agent: ReturnType<TestApp['agent']> | ReturnType<typeof request>, body: object) =>
    ('post' in agent ? agent : agent)
      .post('/api/yourtake/submit')
      .send({ body: { argID: argId, startTime: Date.now(), ...body } });

  describe('refusals', () => {
    it('shows results only to logged-in readers', async () => {
      expect((await request(t.http).get(`/api/yourtake/results/${argId}`)).status).toBe(401);
      expect((await request(t.http).get(`/api/yourtakeconvo/results/${convoId}`)).status).toBe(401);
    });

    it.each([
      [
        { question: 'agreement', value: 6 },
        'value must be a whole number from 1 to 5 for agreement.',
      ],
      [
        { question: 'agreement', value: '2.5' },
        'value must be a whole number from 1 to 5 for agreement.',
      ],
      [{ question: 'consider', value: 'x'.repeat(1001) }, 'value must be at most 1000 characters.'],
      [
        { question: 'feelings', value: '1' },
        'question must be one of agreement, convincing, disagree, consider.',
      ],
      [{ question: 'agreement' }, 'value is required.'],
      [
        { question: 'agreement', value: '1', startTime: 'yesterday' },
        'startTime must be a time in epoch milliseconds.',
      ],
    ])('refuses %j', async (body, message) => {
      const res = await vote(request(t.http), body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message });
    });

    it('refuses unknown arguments and positions of another question', async () => {
      const missing = await request(t.http)
        .post('/api/yourtake/submit')
        .send({ body: { argID: 'nosuchargxx1', question: 'agreement', value: '1' } });
      expect(missing.status).toBe(404);
      const wrongPos = await request(t.http)
        .post('/api/yourtakeconvo/submit')
        .send({ body: { convoID: convoId, value: 'notapos12345' } });
      expect(wrongPos.status).toBe(400);
      expect(wrongPos.body.error).toBe('value must be a position of this question.');
    });
  });

  it('counts each voter’s latest agreement, in whole percentages', async () => {
    const voters = await Promise.all(
      [0, 1, 2].map(async () => {
        const agent = t.agent();
        await signup(agent, newAccount('voter'));
        return agent;
      }),
    );
    expect((await vote(voters[0], { question: 'agreement', value: '1' })).body).toEqual({
      Saved: true,
      CanSeeResults: true,
    });
    await vote(voters[0], { question: 'agreement', value: '2' });
    await vote(voters[1], { question: 'agreement', value: 2 });
    await vote(voters[2], { question: 'agreement', value: '5' });
    await vote(voters[2], { question: 'convincing', value: 'The cost argument.' });
    // A 'Tell us why' answer may run over several lines; every kind of break is kept as \n.
    expect(
      (await vote(voters[2], { question: 'consider', value: 'First, cost.\r\nThen, time.\rAnd' }))
        .status,
    ).toBe(200);
    const res = await voters[2].get(`/api/yourtake/results/${argId}`);
    expect(res.status).toBe(200);
    expect(res.body.Total).toBe(3);
    expect(res.body.SignedIn).toBe(3);
    expect(res.body.Results.map((r: { Percent: number }) => r.Percent)).toEqual([0, 67, 0, 0, 33]);
    // Results are the same for every reader: their own answers are not part of them.
    expect(Object.keys(res.body).sort()).toEqual([
      'EarlierVersions',
      'Results',
      'SignedIn',
      'Total',
      'Version',
      'Versions',
    ]);
    expect((await voters[0].get(`/api/yourtake/results/${argId}`)).body).toEqual(res.body);
    expect(await ownAnswers(voters[2])).toEqual({
      [`${argId}/agreement`]: '5',
      [`${argId}/convincing`]: 'The cost argument.',
      [`${argId}/consider`]: 'First, cost.\nThen, time.\nAnd',
    });
    const history = await t.sql<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM votes WHERE target_id = $1`,
      [argId],
    );
    expect(history[0].n).toBe(6);
  });

  it('never double-counts concurrent re-votes by one voter', async () => {
    const agent = t.agent();
    await signup(agent, newAccount('racer'));
    const before = (await agent.get(`/api/yourtake/results/${argId}`)).body.Total as number;
    const values = ['1', '2', '3', '4', '5', '1', '2', '3', '4', '5'];
    const results = await Promise.all(
      values.map((value) => vote(agent, { question: 'agreement', value })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const after = await agent.get(`/api/yourtake/results/${argId}`);
    expect(after.body.Total).toBe(before + 1);
    const sum = after.body.Results.reduce((s: number, r: { Count: number }) => s + r.Count, 0);
    expect(sum).toBe(after.body.Total);
  });

  it('keeps the newest answer when submissions arrive out of order', async () => {
    const dataSource = t.app.get(DataSource);
    const ballot = {
      targetType: 'arg' as const,
      targetId: argId,
      voterKey: 'u:outoforder01',
      question: 'agreement' as const,
    };
    await dataSource.transaction((m) =>
      applyLatest(m, { ...ballot, value: '4', modified: new Date('2026-01-02T00:00:00Z') }),
    );
    const applied = await dataSource.transaction((m) =>
      applyLatest(m, { ...ballot, value: '1', modified: new Date('2026-01-01T00:00:00Z') }),
    );
    expect(applied).toBe(false);
    // The one-statement ballot of the submit endpoint keeps the newer answer too.
    const counted = await castBallot(
      poolOf(dataSource),
      { ...ballot, value: '2', modified: new Date('2026-01-01T12:00:00Z') },
      null,
      { key: 'votesPerVoter:u:outoforder01', points: 10, durationMs: 60_000 },
    );
    expect(counted).toEqual({ changed: false, answerChanged: false, refusedForMs: null });
    const [latest] = await t.sql<{ value: string }>(
      `SELECT value FROM vote_latest WHERE voter_key = 'u:outoforder01'`,
    );
    expect(latest.value).toBe('4');
    const counts = await t.sql<{ choice: string; count: number }>(
      `SELECT choice, sum(count)::int AS count FROM vote_counts
        WHERE target_id = $1 AND choice IN ('1', '4') GROUP BY choice`,
      [argId],
    );
    expect(Object.fromEntries(counts.map((c) => [c.choice, c.count]))['4']).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('commits a ballot and its point of the allowance in one synchronous statement', async () => {
    const client = await poolOf(t.app.get(DataSource)).connect();
    const answered: unknown[] = [];
    // The statements' answers, as castBallot read them.
    const watched = {
      query: async (config: QueryConfig) => {
        const result = await client.query(config);
        answered.push(...result.rows);
        return result;
      },
    } as unknown as PoolClient;
    try {
      const outcome = await castBallot(
        watched,
        {
          targetType: 'arg',
          targetId: argId,
          voterKey: 'u:asynccommit1',
          question: 'agreement',
          value: '3',
          modified: new Date(),
        },
        null,
        { key: 'votesPerVoter:u:asynccommit1', points: 10, durationMs: 60_000 },
      );
      expect(outcome).toEqual({ changed: true, answerChanged: true, refusedForMs: null });
      // One statement, which waits for the WAL flush.
      expect(answered).toEqual([expect.objectContaining({ commit_mode: 'on' })]);
      const [point] = await t.sql<{ points: number }>(
        `SELECT points FROM rate_limit WHERE key = 'votesPerVoter:u:asynccommit1'`,
      );
      expect(Number(point.points)).toBe(1);
    } finally {
      client.release();
    }
  });

  it('casts a batch of ballots in one statement: each counted once, points spent in order', async () => {
    const pool = poolOf(t.app.get(DataSource));
    const limit = (voter: string) => ({
      key: `votesPerVoter:${voter}`,
      points: 3,
      durationMs: 60_000,
    });
    const ballot = (voter: string, value: string, targetId = argId) => ({
      ballot: {
        targetType: 'arg' as const,
        targetId,
        voterKey: voter,
        question: 'agreement' as const,
        value,
        modified: new Date(),
      },
      startTime: null,
      limit: limit(voter),
    });
    const counts = async () =>
      Object.fromEntries(
        (
          await t.sql<{ choice: string; count: number; signed_in: number }>(
            `SELECT choice, sum(count)::int AS count, sum(signed_in)::int AS signed_in FROM vote_counts
              WHERE target_type = 'arg' AND target_id = $1 GROUP BY choice`,
            [argId],
          )
        ).map((r) => [r.choice, [Number(r.count), Number(r.signed_in)]]),
      );
    const before = await counts();
    const outcomes = await castBallots(pool, [
      ballot('u:batch1', '5'),
      ballot('a:batch2', '5', 'a-anonymous'),
      ballot('u:batch3', '1'),
      // One voter's three ballots on three arguments, then a fourth: past the allowance of 3.
      ballot('u:batch4', '2'),
      ballot('u:batch4', '4', 'a-elsewhere'),
      ballot('u:batch4', '3', 'a-nowhere'),
      ballot('u:batch4', '1', 'a-nowhere-else'),
    ]);
    expect(outcomes.map((o) => o.refusedForMs === null)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(outcomes[6].refusedForMs).toBeGreaterThan(0);
    expect(outcomes.slice(0, 6).every((o) => o.changed && o.answerChanged)).toBe(true);
    const after = await counts();
    const moved = (choice: string) =>
      (after[choice] ?? [0, 0]).map((n, i) => n - (before[choice] ?? [0, 0])[i]);
    // Counts and signed-in counts: a 5, a 1 and a 2 on this argument; an anonymous 5 elsewhere.
    expect(moved('5')).toEqual([1, 1]);
    expect(moved('1')).toEqual([1, 1]);
    expect(moved('2')).toEqual([1, 1]);
    expect(
      await t.sql(
        `SELECT target_id FROM vote_latest WHERE voter_key = 'u:batch4' ORDER BY target_id`,
      ),
    ).toHaveLength(3);
    // Again, in one batch: a changed answer moves its count, the same answer moves none.
    const again = await castBallots(pool, [ballot('u:batch1', '4'), ballot('u:batch3', '1')]);
    expect(again.map((o) => [o.changed, o.answerChanged])).toEqual([
      [true, true],
      [false, false],
    ]);
    expect(
      await t.sql(
        `SELECT choice, count, signed_in FROM vote_counts WHERE target_id = 'a-anonymous'`,
      ),
    ).toEqual([{ choice: '5', count: 1, signed_in: 0 }]);
    // The anonymous voter leaves (later tests expect every anonymous answer adopted).
    await t.sql(`DELETE FROM vote_latest WHERE voter_key = 'a:batch2'`);
    const last = await counts();
    expect((last['5'][0] ?? 0) - after['5'][0]).toBe(-1);
    expect((last['4']?.[0] ?? 0) - (after['4']?.[0] ?? 0)).toBe(1);
  });

  it("batches concurrent ballots, keeping one voter's answers to one question apart", async () => {
    const pool = poolOf(t.app.get(DataSource));
    let statements = 0;
    const watched = {
      query: (config: QueryConfig) => {
        statements += 1;
        return pool.query(config);
      },
    } as unknown as Pool;
    const batches = new BallotBatches(watched);
    const cast = (voter: string, value: string, at: number) =>
      batches.cast({
        ballot: {
          targetType: 'arg',
          targetId: argId,
          voterKey: voter,
          question: 'agreement',
          value,
          modified: new Date(Date.UTC(2027, 0, 1, 0, 0, at)),
        },
        startTime: null,
        limit: { key: `votesPerVoter:${voter}`, points: 100, durationMs: 60_000 },
      });
    const voters = Array.from({ length: 40 }, (_, i) => `u:batched${i}`);
    // Each voter answers twice at once, the later answer last: both are cast, the later one wins.
    const outcomes = await Promise.all(
      voters.flatMap((voter) => [cast(voter, '1', 1), cast(voter, '2', 2)]),
    );
    expect(outcomes.every((o) => o.refusedForMs === null)).toBe(true);
    expect(statements).toBeLessThan(outcomes.length / 2);
    const latest = await t.sql<{ value: string }>(
      `SELECT value FROM vote_latest WHERE voter_key LIKE 'u:batched%'`,
    );
    expect(latest.map((l) => l.value)).toEqual(voters.map(() => '2'));
    expect(await t.sql(`SELECT 1 FROM votes WHERE voter_key LIKE 'u:batched%'`)).toHaveLength(80);
  });

  it('tells every process of a changed answer, and nobody of a re-vote with the same answer', async () => {
    const listener = new pg.Client({ connectionString: t.databaseUrl });
    const heard: string[] = [];
    listener.on('notification', (n) => {
      if (n.channel === 'personal_changed') heard.push(n.payload ?? '');
    });
    await listener.connect();
    try {
      await listener.query('LISTEN personal_changed');
      const agent = t.agent();
      const { uid } = await signup(agent, newAccount('renoticer'));
      // Notices arrive in commit order: once the marker is heard, every earlier one has been.
      let markers = 0;
      const heardUpToMarker = async () => {
        const marker = `sid:marker${(markers += 1)}`;
        await t.sql('SELECT pg_notify($1, $2)', ['personal_changed', marker]);
        expect(await eventually(async () => heard.includes(marker))).toBe(true);
        // Sessions and accounts have their own notices on this channel (a login writes both).
        return heard.splice(0).filter((p) => p === `voter:u:${uid}` || p === 'voter:u:renoticed01');
      };
      const submit = (value: string) =>
        agent
          .post('/api/yourtake/submit')
          .send({ body: { argID: argId, question: 'agreement', value } });
      await heardUpToMarker();
      expect((await submit('2')).status).toBe(200);
      expect(await heardUpToMarker()).toEqual([`voter:u:${uid}`]);
      // The same answer again: only its time moves.
      expect((await submit('2')).status).toBe(200);
      expect(await heardUpToMarker()).toEqual([]);
      const [{ modified }] = await t.sql<{ modified: Date }>(
        `SELECT modified FROM vote_latest WHERE voter_key = $1`,
        [`u:${uid}`],
      );
      expect((await submit('3')).status).toBe(200);
      expect(await heardUpToMarker()).toEqual([`voter:u:${uid}`]);
      expect((await agent.get('/api/yourtake/list')).body.Takes).toEqual([
        expect.objectContaining({ TargetID: argId, Value: '3' }),
      ]);
      // Whatever writes vote_latest: a time alone says nothing; a moved answer tells both voters.
      await t.sql(`UPDATE vote_latest SET modified = $2 WHERE voter_key = $1`, [
        `u:${uid}`,
        modified,
      ]);
      expect(await heardUpToMarker()).toEqual([]);
      await t.sql(`UPDATE vote_latest SET voter_key = 'u:renoticed01' WHERE voter_key = $1`, [
        `u:${uid}`,
      ]);
      expect((await heardUpToMarker()).sort()).toEqual(
        [`voter:u:${uid}`, 'voter:u:renoticed01'].sort(),
      );
      await t.sql(`UPDATE vote_latest SET voter_key = $1 WHERE voter_key = 'u:renoticed01'`, [
        `u:${uid}`,
      ]);
      await heardUpToMarker();
    } finally {
      await listener.end();
    }
  });

  it('lets anonymous visitors vote and gives their votes to the account they sign up for', async () => {
    const agent = t.agent();
    // The first vote only hands out the voter cookie; the browser's widget sends it again.
    expect((await vote(agent, { question: 'agreement', value: '3' })).status).toBe(428);
    const anonymous = await vote(agent, { question: 'agreement', value: '3' });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ Saved: true, CanSeeResults: false });
    await agent
      .post('/api/yourtakeconvo/submit')
      .send({ body: { convoID: convoId, value: posIds[1] } });
    const totalBefore = (
      await t.sql<{ n: number }>(
        `SELECT COALESCE(SUM(count), 0)::int AS n FROM vote_counts WHERE target_id = $1`,
        [argId],
      )
    )[0].n;
    const signedInBefore = (
      await t.sql<{ n: number }>(
        `SELECT COALESCE(SUM(signed_in), 0)::int AS n FROM vote_counts WHERE target_id = $1`,
        [argId],
      )
    )[0].n;
    const signedUp = await signup(agent, newAccount('convert'));
    // Every version's: the ballots cast above without one count for none.
    const results = await agent.get(`/api/yourtake/results/${argId}?versions=all`);
    expect((await ownAnswers(agent))[`${argId}/agreement`]).toBe('3');
    expect(results.body.Total).toBe(totalBefore);
    // The adopted vote now counts as a signed-in voter's.
    expect(results.body.SignedIn).toBe(signedInBefore + 1);
    expect(
      await t.sql(`SELECT 1 FROM votes WHERE voter_key = $1 AND target_id = $2`, [
        `u:${signedUp.uid}`,
        argId,
      ]),
    ).toHaveLength(1);
    expect((await ownAnswers(agent))[`${convoId}/position`]).toBe('No, count them slowly');
    expect(
      await t.sql(`SELECT 1 FROM vote_latest WHERE voter_key LIKE 'a:%' AND value <> ''`),
    ).toHaveLength(0);
  });

  it('gives question results per position, latest vote per voter', async () => {
    const a = t.agent();
    const b = t.agent();
    await signup(a, newAccount('qa'));
    await signup(b, newAccount('qb'));
    await a
      .post('/api/yourtakeconvo/submit')
      .send({ body: { convoID: convoId, value: posIds[0] } });
    await a
      .post('/api/yourtakeconvo/submit')
      .send({ body: { convoID: convoId, value: posIds[1] } });
    await b
      .post('/api/yourtakeconvo/submit')
      .send({ body: { convoID: convoId, value: posIds[1] } });
    const res = await b.get(`/api/yourtakeconvo/results/${convoId}`);
    expect(res.status).toBe(200);
    expect(res.body.Results.map((r: { Choice: string }) => r.Choice)).toEqual(posIds);
    expect(res.body.Results[0].Count).toBe(0);
    expect((await ownAnswers(b))[`${convoId}/position`]).toBe('No, count them slowly');
    expect(res.body.SignedIn).toBe(res.body.Total);
    const percents = res.body.Results.map((r: { Percent: number }) => r.Percent);
    expect(percents[0] + percents[1]).toBe(100);
  });
  it('lists a reader’s saved opinions, newest first, for logged-in readers only', async () => {
    expect((await request(t.http).get('/api/yourtake/list')).status).toBe(401);
    const agent = t.agent();
    await signup(agent, newAccount('taker'));
    await agent
      .post('/api/yourtake/submit')
      .send({ body: { argID: argId, question: 'agreement', value: '2' } });
    await agent
      .post('/api/yourtakeconvo/submit')
      .send({ body: { convoID: convoId, value: posIds[0] } });
    const res = await agent.get('/api/yourtake/list');
    expect(res.status).toBe(200);
    expect(res.body.Takes).toEqual([
      expect.objectContaining({
        TargetType: 'convo',
        TargetID: convoId,
        Question: 'position',
        Value: 'Yes, count them fast',
        Link: `/c/${convoId}`,
      }),
      expect.objectContaining({
        TargetType: 'arg',
        TargetID: argId,
        Question: 'agreement',
        Value: '2',
        Title: 'Fast counts are cheap',
      }),
    ]);
  });

  describe('concurrent votes', () => {
    /** Ten accounts, each voting five times: every one moves between choices, half in reverse. */
    async function tenVoters() {
      const agents = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const agent = t.agent();
          await signup(agent, newAccount('crowd'));
          return agent;
        }),
      );
      const sequences = agents.map((_agent, i) => {
        const turn = ['1', '2', '3', '4', '5'].map((_v, k) => String(((i + k) % 5) + 1));
        return i % 2 === 0 ? turn : turn.reverse();
      });
      return { agents, sequences };
    }

    async function freshArg(title: string): Promise<string> {
      const author = t.agent();
      await signup(author, newAccount('crowdauthor'));
      const res = await author.post('/api/arg/new').send({
        body: { posID: posIds[1], title, description: LONG('Because') },
      });
      return res.body.ArgID as string;
    }

    /** The counts kept in step, next to a recount of every voter's latest answer. */
    async function countsAndRecount(target: string) {
      const kept = await t.sql<{ choice: string; count: number }>(
        `SELECT choice, count FROM vote_counts WHERE target_id = $1 AND count > 0 ORDER BY choice`,
        [target],
      );
      const recount = await t.sql<{ choice: string; count: number }>(
        `SELECT value AS choice, COUNT(*)::int AS count FROM vote_latest
          WHERE target_id = $1 AND question = 'agreement' GROUP BY value ORDER BY value`,
        [target],
      );
      return { kept, recount };
    }

    const submit = (agent: ReturnType<TestApp['agent']>, target: string, value: string) =>
      agent
        .post('/api/yourtake/submit')
        .send({ body: { argID: target, question: 'agreement', value } });

    it('never fail or lose a count when all fifty votes arrive at once', async () => {
      const target = await freshArg('Crowds vote all at once');
      const { agents, sequences } = await tenVoters();
      const answers = await Promise.all(
        agents.flatMap((agent, i) => sequences[i].map((value) => submit(agent, target, value))),
      );
      expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body])).toEqual([]);
      const { kept, recount } = await countsAndRecount(target);
      expect(recount.reduce((n, r) => n + r.count, 0)).toBe(10);
      expect(kept).toEqual(recount);
    });

    it('never fail or lose a count when each voter votes in order, all voters at once', async () => {
      const target = await freshArg('Crowds vote in order');
      const { agents, sequences } = await tenVoters();
      const answers = await Promise.all(
        agents.map(async (agent, i) => {
          const mine = [];
          for (const value of sequences[i]) mine.push(await submit(agent, target, value));
          return mine;
        }),
      );
      expect(
        answers
          .flat()
          .filter((a) => a.status !== 200)
          .map((a) => [a.status, a.body]),
      ).toEqual([]);
      const { kept, recount } = await countsAndRecount(target);
      expect(recount).toEqual(
        Object.entries(
          sequences.reduce<Record<string, number>>((tally, s) => {
            tally[s[4]] = (tally[s[4]] ?? 0) + 1;
            return tally;
          }, {}),
        )
          .sort()
          .map(([choice, count]) => ({ choice, count })),
      );
      expect(kept).toEqual(recount);
    });
  });

  it('runs a vote transaction again when PostgreSQL breaks a deadlock', async () => {
    // The last resort behind the ordered counter updates, on a deadlock made on purpose.
    await t.sql(
      `INSERT INTO vote_counts (target_type, target_id, choice, count)
       VALUES ('arg', 'deadlockarg1', 'a', 0), ('arg', 'deadlockarg1', 'b', 0)`,
    );
    const dataSource = t.app.get(DataSource);
    let attempts = 0;
    let firstLocks = 0;
    let bothHoldOne: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      bothHoldOne = resolve;
    });
    const bump = (first: string, second: string) =>
      voteTransaction(dataSource, async (manager) => {
        attempts += 1;
        const sql = `UPDATE vote_counts SET count = count + 1 WHERE target_id = 'deadlockarg1' AND choice = $1`;
        await manager.query(sql, [first]);
        firstLocks += 1;
        if (firstLocks === 2) bothHoldOne();
        await held;
        await manager.query(sql, [second]);
      });
    await Promise.all([bump('a', 'b'), bump('b', 'a')]);
    expect(attempts).toBe(3);
    const counts = await t.sql<{ choice: string; count: number }>(
      `SELECT choice, count FROM vote_counts WHERE target_id = 'deadlockarg1' ORDER BY choice`,
    );
    expect(counts).toEqual([
      { choice: 'a', count: 2 },
      { choice: 'b', count: 2 },
    ]);
  });

  it('keeps results (kept in memory) in step with content and with every vote', async () => {
    // Results are kept only while their process listens for changes: it does here.
    expect(
      await t.sql(
        `SELECT 1 FROM pg_stat_activity WHERE application_name = 'opinions-VoteResultsCache'`,
      ),
    ).not.toHaveLength(0);
    const { agent: editor } = await userWithRole(t, 'editor');
    const convo = await newConvo(editor, { title: 'Should results follow every edit?' });
    const first = await newPos(editor, convo, { title: 'Yes, follow them at once' });
    const reader = t.agent();
    await signup(reader, newAccount('follower'));
    const results = () => reader.get(`/api/yourtakeconvo/results/${convo}`);
    const choices = async () =>
      ((await results()).body.Results as { Choice: string }[]).map((r) => r.Choice);
    expect(await choices()).toEqual([first]);
    // A position added after the results were read is a choice at once, and takes votes.
    const second = await newPos(editor, convo, { title: 'No, let them lag behind' });
    expect(await choices()).toEqual([first, second]);
    const voted = await reader
      .post('/api/yourtakeconvo/submit')
      .send({ body: { convoID: convo, value: second } });
    expect(voted.status).toBe(200);
    expect((await results()).body).toMatchObject({ Total: 1, SignedIn: 1 });
    // A deleted argument has no results, and takes no votes.
    const arg = await newArg(editor, first, { title: 'Stale results mislead readers' });
    const argResults = () => reader.get(`/api/yourtake/results/${arg}`);
    expect((await argResults()).status).toBe(200);
    expect((await deleteArtifact(editor, 'arg', arg)).status).toBe(200);
    expect((await argResults()).status).toBe(404);
    const late = await reader
      .post('/api/yourtake/submit')
      .send({ body: { argID: arg, question: 'agreement', value: '2' } });
    expect([late.status, late.body]).toEqual([
      404,
      { error: `There is no argument with id ${arg}.` },
    ]);
  });

  it('drops only the results a write touched, in this process and from notices of others', async () => {
    const cache = t.app.get(VoteResultsCache);
    const { agent: admin } = await userWithRole(t, 'admin');
    const map = async (label: string) => {
      const convo = await newConvo(admin, { title: `Should ${label} results stay in memory?` });
      const pos = await newPos(admin, convo, { title: `Yes, ${label} results should stay` });
      const arg = await newArg(admin, pos, { title: `Reading ${label} results again costs` });
      return { convo, pos, arg };
    };
    const [a, b] = [await map('first'), await map('second')];
    const reader = t.agent();
    await signup(reader, newAccount('keyed'));
    const argResults = (arg: string) => reader.get(`/api/yourtake/results/${arg}`);
    const readAll = async () => {
      for (const { convo, arg } of [a, b]) {
        expect((await argResults(arg)).status).toBe(200);
        expect((await reader.get(`/api/yourtakeconvo/results/${convo}`)).status).toBe(200);
      }
    };
    const held = () =>
      [a, b].flatMap(({ convo, arg }) => [
        cache.peek('arg', arg) !== undefined,
        cache.peek('convo', convo) !== undefined,
      ]);
    await readAll();
    expect(held()).toEqual([true, true, true, true]);
    // An edit of the second question drops its results, not the first question's.
    const description = await getField(admin, 'convo', b.convo, 'Description');
    expect(
      (await editField(admin, 'convo', b.convo, 'Description', description, LONG('Edited'))).status,
    ).toBe(200);
    expect(held()).toEqual([true, true, expect.any(Boolean), false]);
    // A deleted position takes its arguments' results with it, even though they were in memory.
    await readAll();
    expect((await deleteArtifact(admin, 'pos', a.pos)).status).toBe(200);
    expect((await argResults(a.arg)).status).toBe(404);
    // Known missing, until the position is restored.
    expect(cache.peek('arg', a.arg)).toBeNull();
    const [, beforeDeletion] = await history(admin, 'pos', a.pos);
    expect((await revert(admin, 'pos', a.pos, beforeDeletion.RevID)).status).toBe(200);
    expect((await argResults(a.arg)).status).toBe(200);
    // Another process's write arrives as a notice naming its keys: a position's drops the results
    // of its arguments and of its question (a choice there), and nothing else.
    await readAll();
    const other = '00000000-0000-4000-8000-000000000000';
    await t.sql('SELECT pg_notify($1, $2)', [
      'content_changed',
      JSON.stringify({ origin: other, keys: [`pos:${b.pos}`] }),
    ]);
    expect(await eventually(async () => !held()[2] && !held()[3])).toBe(true);
    expect(held()).toEqual([true, true, false, false]);
    await readAll();
    await t.sql('SELECT pg_notify($1, $2)', ['content_changed', JSON.stringify({ origin: other })]);
    expect(await eventually(async () => !held().some(Boolean))).toBe(true);
  });

  it('keeps no results whose read spanned a write of something it read', async () => {
    const cache = t.app.get(VoteResultsCache);
    const events = t.app.get(ContentEvents);
    const results = { choices: ['1'], body: { Results: [], Total: 0, SignedIn: 0 }, json: '{}' };
    const readDuring = (write: string[]) => async () => {
      readKeys('arg:spanned00001', 'pos:spanned00001');
      events.changed(write);
      return results;
    };
    await cache.get('arg', 'spanned00001', readDuring(['pos:spanned00001']));
    expect(cache.peek('arg', 'spanned00001')).toBeUndefined();
    await cache.get('arg', 'spanned00001', readDuring(['pos:unrelated001']));
    expect(cache.peek('arg', 'spanned00001')).toBe(results);
  });

  it('answers results from memory only to a signed-in reader, as the controller does', async () => {
    const account = newAccount('fastreader');
    const signedUp = await request(t.http).post('/api/signup').send({ body: account });
    const cookie = (signedUp.headers['set-cookie'] as unknown as string[])
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('opinions.sid='))!;
    const url = `/api/yourtake/results/${argId}`;
    const read = (withCookie?: string) => {
      const req = request(t.http).get(url);
      return withCookie ? req.set('Cookie', withCookie) : req;
    };
    const first = await read(cookie);
    const again = await read(cookie);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    for (const header of ['content-type', 'content-security-policy', 'x-frame-options'])
      expect(again.headers[header]).toBe(first.headers[header]);
    expect(again.headers['x-request-id']).toMatch(/\S{8,}/);
    // Results are for signed-in readers only, wherever they are answered from.
    expect((await read()).status).toBe(401);
    expect((await read('opinions.sid=s%3Aforged.c2lnbmF0dXJl')).status).toBe(401);
    const [name, value] = cookie.split('=');
    expect((await read(`${name}=${value.slice(0, -2)}xx`)).status).toBe(401);
    await request(t.http).post('/api/logout').set('Cookie', cookie).send({ body: {} });
    expect((await read(cookie)).status).toBe(401);
  });

  it('answers 404 for the results of an unknown argument or question', async () => {
    const agent = t.agent();
    await signup(agent, newAccount('lost'));
    const arg = await agent.get('/api/yourtake/results/nosuchargxx1');
    expect(arg.status).toBe(404);
    expect(arg.body).toEqual({ error: 'There is no argument with id nosuchargxx1.' });
    const convo = await agent.get('/api/yourtakeconvo/results/nosuchconvo1');
    expect(convo.status).toBe(404);
    expect(convo.body).toEqual({ error: 'There is no question with id nosuchconvo1.' });
  });
});
