import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { leaks } from '../../backend/src/crosstab/crosstab-attacker.fixtures.js';
import { CrossTabService } from '../../backend/src/crosstab/crosstab.service.js';
import type { CrossTabDto } from '../../backend/src/crosstab/crosstab.dto.js';
import { MIN_CHANGES, MIN_VOTERS, votersBehind } from '../../backend/src/crosstab/crosstab-rule.js';
import { poolOf } from '../../backend/src/database/pool.js';
import { VoteActivity } from '../../backend/src/insight/vote-activity.js';
import { type Ballot, castBallots } from '../../backend/src/vote/vote-ledger.js';
import { type Agent, newArg, newConvo, newPos, userWithRole } from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** A voter's answers in one question: a position index (-1: none) and a rating per argument (0: none). */
interface Answers {
  position: number;
  ratings: number[];
}

interface Question {
  convoId: string;
  posIds: string[];
  argIds: string[];
}

describe('cross-tabs', () => {
  let t: TestApp;
  let author: Agent;
  let reader: Agent;
  let activity: VoteActivity;
  let serial = 0;

  beforeAll(async () => {
    t = await startTestApp();
    author = (await userWithRole(t)).agent;
    reader = (await userWithRole(t)).agent;
    activity = t.app.get(VoteActivity);
  });
  afterAll(() => t.close());

  /** A question with `positions` positions and `args` arguments spread over them. */
  async function question(positions: number, args: number): Promise<Question> {
    const convoId = await newConvo(author);
    const posIds: string[] = [];
    for (let p = 0; p < positions; p += 1) posIds.push(await newPos(author, convoId));
    const argIds: string[] = [];
    for (let a = 0; a < args; a += 1) argIds.push(await newArg(author, posIds[a % positions]));
    return { convoId, posIds, argIds };
  }

  /**
   * Records voters' answers through the vote ledger (the statement every vote goes through): only
   * the answers that differ from `before` (a voter's earlier answers), as a voter would re-vote.
   */
  async function vote(q: Question, voters: Answers[], before: Answers[] = []): Promise<void> {
    const ballots: Ballot[] = [];
    const modified = new Date();
    voters.forEach((answers, i) => {
      const voterKey = `a:${q.convoId}v${i}`;
      const earlier = before[i];
      if (answers.position >= 0 && answers.position !== earlier?.position)
        ballots.push({
          targetType: 'convo',
          targetId: q.convoId,
          voterKey,
          question: 'position',
          value: q.posIds[answers.position],
          modified,
        });
      answers.ratings.forEach((rating, a) => {
        if (rating > 0 && rating !== earlier?.ratings[a])
          ballots.push({
            targetType: 'arg',
            targetId: q.argIds[a],
            voterKey,
            question: 'agreement',
            value: String(rating),
            modified,
          });
      });
    });
    const pool = poolOf(t.app.get(DataSource));
    for (let i = 0; i < ballots.length; i += 200) {
      const outcomes = await castBallots(
        pool,
        ballots.slice(i, i + 200).map((ballot) => ({
          ballot,
          startTime: null,
          limit: { key: `test:${ballot.voterKey}`, points: 1_000_000, durationMs: 60_000 },
        })),
      );
      expect(outcomes.every((o) => o.refusedForMs === null)).toBe(true);
    }
  }

  /** The sweep with no lag and no settling time: every vote so far is handed on at once. */
  const sweepNow = () => activity.sweep({ settleSeconds: 0, lagSeconds: 0 });

  async function crossTab(convoId: string): Promise<CrossTabDto> {
    const res = await reader.get(`/api/yourtakeconvo/crosstab/${convoId}`);
    expect(res.status).toBe(200);
    return res.body as CrossTabDto;
  }

  /** The public totals (what the results endpoints serve): per argument and rating, per position. */
  async function totals(q: Question) {
    const rows = await t.sql<{ target_id: string; choice: string; count: number }>(
      `SELECT target_id, choice, sum(count)::int AS count FROM vote_counts
        WHERE (target_type = 'arg' AND target_id = ANY($1)) OR (target_type = 'convo' AND target_id = $2)
        GROUP BY target_id, choice`,
      [q.argIds, q.convoId],
    );
    const count = (target: string, choice: string) =>
      rows.find((r) => r.target_id === target && r.choice === choice)?.count ?? 0;
    return {
      ratings: q.argIds.map((arg) => [1, 2, 3, 4, 5].map((k) => count(arg, String(k)))),
      positions: q.posIds.map((pos) => count(q.convoId, pos)),
    };
  }

  /** The true table (rows: positions, then no position; counts per rating). */
  function truth(voters: Answers[], positions: number, args: number) {
    const counts = Array.from({ length: positions + 1 }, () =>
      Array.from({ length: args }, () => [0, 0, 0, 0, 0]),
    );
    let unpositioned = 0;
    for (const v of voters) {
      const row = v.position < 0 ? positions : v.position;
      if (v.position < 0 && v.ratings.some((r) => r > 0)) unpositioned += 1;
      v.ratings.forEach((rating, a) => {
        if (rating > 0) counts[row][a][rating - 1] += 1;
      });
    }
    return { counts, unpositioned };
  }

  /** The published counts of a release, [row][arg] (null: withheld), rows in the API's order. */
  function published(tab: CrossTabDto, q: Question): (number[] | null)[][] {
    const rows = [...q.posIds, null];
    return rows.map((pos) =>
      q.argIds.map((arg) => {
        const cell = tab.Cells.find((c) => c.PosID === pos && c.ArgID === arg);
        if (!cell) throw new Error(`No cell for ${pos}/${arg}`);
        return cell.Withheld ? null : cell.Counts;
      }),
    );
  }

  /** Checks a release against the truth: the figures, the threshold, nothing worked out. */
  async function checkRelease(q: Question, tab: CrossTabDto, voters: Answers[]) {
    const { counts, unpositioned } = truth(voters, q.posIds.length, q.argIds.length);
    const cells = published(tab, q);
    const publicTotals = await totals(q);
    const capacity = [...publicTotals.positions, unpositioned];
    for (const cell of tab.Cells) {
      if (cell.Withheld) {
        expect(cell).toMatchObject({ Voters: null, Counts: null, Mean: null });
        continue;
      }
      expect(cell.Voters).toBeGreaterThanOrEqual(MIN_VOTERS);
    }
    cells.forEach((row, r) =>
      row.forEach((cell, a) => {
        if (cell) expect(cell).toEqual(counts[r][a]);
      }),
    );
    q.argIds.forEach((_, a) => {
      const column = cells.map((row) => row[a]);
      const found = leaks(
        { totals: publicTotals.ratings[a], published: column, capacity },
        counts.map((row) => row[a]),
      );
      expect(found).toEqual([]);
    });
  }

  const cellOf = (tab: CrossTabDto, pos: string | null, arg: string) => {
    const found = tab.Cells.find((c) => c.PosID === pos && c.ArgID === arg);
    if (!found) throw new Error(`No cell for ${pos}/${arg}`);
    return found;
  };

  /** Voters whose entry in a cell (in it or not, and their rating) differs between two states. */
  function changedIn(before: Answers[], after: Answers[], row: number, arg: number, rows: number) {
    const entry = (v: Answers | undefined) => {
      if (!v || !v.ratings[arg]) return 0;
      return (v.position < 0 ? rows - 1 : v.position) === row ? v.ratings[arg] : 0;
    };
    return after.filter((v, i) => entry(before[i]) !== entry(v)).length;
  }

  describe('refusals', () => {
    it('shows cross-tabs only to signed-in readers', async () => {
      const q = await question(2, 1);
      const res = await request(t.http).get(`/api/yourtakeconvo/crosstab/${q.convoId}`);
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual(expect.any(String));
    });

    it('refuses a malformed id and answers 404 for an unknown or deleted question', async () => {
      const bad = await reader.get('/api/yourtakeconvo/crosstab/not%20an%20id');
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ error: 'convoID must be an id.' });
      const missing = await reader.get('/api/yourtakeconvo/crosstab/nosuchconvo1');
      expect(missing.status).toBe(404);
      expect(missing.body.error).toMatch(/nosuchconvo1/);
      const q = await question(1, 1);
      await t.sql(`UPDATE convos SET deleted_at = now() WHERE id = $1`, [q.convoId]);
      expect((await reader.get(`/api/yourtakeconvo/crosstab/${q.convoId}`)).status).toBe(404);
    });
  });

  it('publishes nothing before 10 voters, then a release with the small cells withheld', async () => {
    const q = await question(3, 1);
    expect(await crossTab(q.convoId)).toMatchObject({
      Released: false,
      ReleasedAt: null,
      Cells: [],
      MinVoters: 10,
      MinChanges: 10,
    });
    const group = (position: number, ratings: number[]): Answers[] =>
      ratings.map((rating) => ({ position, ratings: [rating] }));
    // 14, 12 and 12 voters on the three positions, 4 who rated without choosing one.
    const voters = [
      ...group(0, [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5]),
      ...group(1, [1, 1, 1, 2, 2, 2, 3, 3, 4, 4, 5, 5]),
      ...group(2, [1, 1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5]),
      ...group(-1, [1, 2, 3, 4]),
    ];
    // Nine voters: not enough for a first release.
    const first = voters.slice(0, 9);
    await vote(q, first);
    expect((await sweepNow()).handedOn).toContain(q.convoId);
    expect((await crossTab(q.convoId)).Released).toBe(false);

    await vote(q, voters, first);
    expect((await sweepNow()).handedOn).toContain(q.convoId);
    const tab = await crossTab(q.convoId);
    expect(tab).toMatchObject({
      Released: true,
      Changes: 42,
      Rows: [...q.posIds, null],
      Args: q.argIds,
      Rule: expect.stringMatching(/fewer than 10 voters/),
    });
    const cell = (pos: string | null) =>
      tab.Cells.find((c) => c.PosID === pos && c.ArgID === q.argIds[0])!;
    expect(cell(q.posIds[0])).toEqual({
      PosID: q.posIds[0],
      ArgID: q.argIds[0],
      Withheld: false,
      Voters: 14,
      Counts: [3, 3, 3, 3, 2],
      Mean: 2.86,
    });
    expect(cell(q.posIds[2])).toMatchObject({ Withheld: false, Counts: [2, 2, 3, 3, 2] });
    // The 4 without a position are withheld, and with them the smaller published cell: alone,
    // they could be worked out from the argument's totals.
    expect(cell(null)).toEqual({
      PosID: null,
      ArgID: q.argIds[0],
      Withheld: true,
      Voters: null,
      Counts: null,
      Mean: null,
    });
    expect(cell(q.posIds[1]).Withheld).toBe(true);
    await checkRelease(q, tab, voters);
    // Nothing new: nothing handed on.
    expect((await sweepNow()).handedOn).not.toContain(q.convoId);
  });

  it('makes a new release only after 10 voters changed their answers', async () => {
    const q = await question(3, 1);
    // 20 voters on each position, each rating 4 times.
    const voters: Answers[] = Array.from({ length: 60 }, (_, i) => ({
      position: i % 3,
      ratings: [1 + (i % 5)],
    }));
    await vote(q, voters);
    await sweepNow();
    const first = await crossTab(q.convoId);
    const positionCells = (tab: CrossTabDto) =>
      q.posIds.map((pos) => cellOf(tab, pos, q.argIds[0]));
    expect(positionCells(first).map((c) => c.Counts)).toEqual([
      [4, 4, 4, 4, 4],
      [4, 4, 4, 4, 4],
      [4, 4, 4, 4, 4],
    ]);
    // Five voters of the first position change their rating: handed on, but no new release.
    const changed = voters.map((v, i) =>
      [0, 3, 6, 12, 15].includes(i) ? { ...v, ratings: [5] } : v,
    );
    await vote(q, changed, voters);
    expect((await sweepNow()).handedOn).toContain(q.convoId);
    expect((await crossTab(q.convoId)).ReleasedAt).toBe(first.ReleasedAt);
    // Five new voters of the second position: ten changes since the release, and a new one.
    const more = [...changed, ...Array.from({ length: 5 }, () => ({ position: 1, ratings: [1] }))];
    await vote(q, more, changed);
    await sweepNow();
    const second = await crossTab(q.convoId);
    expect(second.ReleasedAt).not.toBe(first.ReleasedAt);
    expect(second.Changes).toBe(10);
    await checkRelease(q, second, more);
    // The first two positions' cells moved by 5 voters each: withheld, not published.
    expect(positionCells(second).map((c) => c.Withheld)).toEqual([true, true, false]);
    expect(positionCells(second)[2].Counts).toEqual([4, 4, 4, 4, 4]);
    // Once 10 voters' moves are behind a cell's change since it was last published, it is again.
    const last = [...more, ...Array.from({ length: 10 }, () => ({ position: 1, ratings: [2] }))];
    await vote(q, last, more);
    await sweepNow();
    const third = await crossTab(q.convoId);
    await checkRelease(q, third, last);
    const [firstPos, secondPos] = positionCells(third);
    expect(secondPos).toMatchObject({ Withheld: false, Voters: 35, Counts: [9, 14, 4, 4, 4] });
    expect(votersBehind(positionCells(first)[1].Counts!, secondPos.Counts!)).toBe(15);
    expect(firstPos.Withheld).toBe(true);
    // Only the latest release and the one before are kept.
    const kept = await t.sql<{ seq: number }>(
      `SELECT seq FROM crosstab_releases WHERE convo_id = $1 ORDER BY seq`,
      [q.convoId],
    );
    expect(kept.map((r) => r.seq)).toEqual([2, 3]);
  });

  it('waits for votes to settle, and hands a question on after the longest wait anyway', async () => {
    const q = await question(1, 1);
    await vote(q, [{ position: 0, ratings: [1] }]);
    // Read, but not settled for 60 seconds: waits.
    const waiting = await activity.sweep({ settleSeconds: 60, maxWaitMinutes: 10, lagSeconds: 0 });
    expect(waiting.read).toBeGreaterThan(0);
    expect(waiting.handedOn).not.toContain(q.convoId);
    const [pending] = await t.sql(
      `SELECT convo_id FROM vote_activity_pending WHERE convo_id = $1`,
      [q.convoId],
    );
    expect(pending).toBeDefined();
    // Its first change counts as old enough with a longest wait of zero.
    const due = await activity.sweep({ settleSeconds: 60, maxWaitMinutes: 0, lagSeconds: 0 });
    expect(due.handedOn).toContain(q.convoId);
    // A vote younger than the lag is not read past.
    await vote(q, [{ position: 0, ratings: [2] }], [{ position: 0, ratings: [1] }]);
    const lagging = await activity.sweep({ settleSeconds: 0, lagSeconds: 3600 });
    expect(lagging).toEqual({ read: 0, handedOn: [] });
    expect((await sweepNow()).handedOn).toContain(q.convoId);
  });

  it('tells every listener, and keeps the questions of a failed listener for the next sweep', async () => {
    const q = await question(1, 1);
    const heard: string[][] = [];
    let fail = true;
    const stop = activity.onQuestionsChanged(async (ids) => {
      heard.push(ids);
      if (fail) throw new Error('listener down');
    });
    try {
      await vote(q, [{ position: 0, ratings: [3] }]);
      await expect(sweepNow()).rejects.toThrow('listener down');
      fail = false;
      expect((await sweepNow()).handedOn).toContain(q.convoId);
      expect(heard.filter((ids) => ids.includes(q.convoId))).toHaveLength(2);
      expect((await sweepNow()).handedOn).toEqual([]);
    } finally {
      stop();
    }
  });

  it('lists the published releases for the open-data dump, withheld cells without figures', async () => {
    const listed = [];
    for await (const release of t.app.get(CrossTabService).publishedReleases())
      listed.push(release);
    expect(listed.length).toBeGreaterThan(0);
    const ids = listed.map((r) => r.convoId);
    expect([...ids].sort()).toEqual(ids);
    for (const release of listed) {
      for (const cell of release.crossTab.Cells)
        if (cell.Withheld) expect(cell.Counts).toBeNull();
        else expect(cell.Voters).toBeGreaterThanOrEqual(MIN_VOTERS);
    }
  });

  // Small positions beside two popular ones, sparse ratings: small cells, empty ratings and tight
  // capacities are common.
  const answers = (positions: number, args: number) =>
    fc.record({
      position: fc.oneof(
        { weight: 3, arbitrary: fc.constant(0) },
        { weight: 3, arbitrary: fc.constant(1) },
        { weight: 2, arbitrary: fc.integer({ min: -1, max: positions - 1 }) },
      ),
      ratings: fc.array(
        fc.oneof(
          { weight: 2, arbitrary: fc.constant(0) },
          { weight: 3, arbitrary: fc.integer({ min: 1, max: 5 }) },
        ),
        { minLength: args, maxLength: args },
      ),
    });

  it('never publishes a cell of fewer than 10 voters, one that can be worked out from the totals, or a change of fewer than 10 voters (random votes)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .record({
            positions: fc.integer({ min: 2, max: 4 }),
            args: fc.integer({ min: 1, max: 3 }),
          })
          .chain(({ positions, args }) =>
            fc.record({
              positions: fc.constant(positions),
              args: fc.constant(args),
              voters: fc.array(answers(positions, args), {
                minLength: 10,
                maxLength: 120,
                size: 'max',
              }),
              changes: fc.array(fc.record({ index: fc.nat(), answers: answers(positions, args) }), {
                maxLength: 30,
              }),
            }),
          ),
        async ({ positions, args, voters, changes }) => {
          serial += 1;
          const q = await question(positions, args);
          await vote(q, voters);
          await sweepNow();
          const first = await crossTab(q.convoId);
          const withAnswers = voters.filter((v) => v.position >= 0 || v.ratings.some((r) => r > 0));
          expect(first.Released).toBe(withAnswers.length >= MIN_CHANGES);
          if (first.Released) await checkRelease(q, first, voters);

          // Answers only ever change to another answer (a vote cannot be taken back).
          const after = voters.map((v) => ({ ...v, ratings: [...v.ratings] }));
          for (const change of changes) {
            if (change.index % 2 === 0) {
              after.push(change.answers);
              continue;
            }
            const i = change.index % after.length;
            const old = after[i];
            after[i] = {
              position: change.answers.position >= 0 ? change.answers.position : old.position,
              ratings: change.answers.ratings.map((r, a) => (r > 0 ? r : old.ratings[a])),
            };
          }
          await vote(q, after, voters);
          await sweepNow();
          const second = await crossTab(q.convoId);
          // A new release exactly when 10 voters (or, for a first one, 10 in all) changed answers.
          const answered = (v: Answers | undefined) =>
            v !== undefined && (v.position >= 0 || v.ratings.some((r) => r > 0));
          const movers = after.filter(
            (v, i) => answered(v) && JSON.stringify(v) !== JSON.stringify(voters[i]),
          ).length;
          const expected = first.Released
            ? movers >= MIN_CHANGES
            : after.filter(answered).length >= MIN_CHANGES;
          expect(second.ReleasedAt !== first.ReleasedAt).toBe(expected);
          if (!expected) return;
          await checkRelease(q, second, after);
          if (!first.Released) return;
          // Between two releases: a published cell's figures change only with 10 voters behind.
          const one = published(first, q);
          const two = published(second, q);
          two.forEach((row, r) =>
            row.forEach((cell, a) => {
              const before = one[r][a];
              if (!cell || !before || votersBehind(before, cell) === 0) return;
              expect(votersBehind(before, cell)).toBeGreaterThanOrEqual(MIN_CHANGES);
              expect(changedIn(voters, after, r, a, positions + 1)).toBeGreaterThanOrEqual(
                MIN_CHANGES,
              );
            }),
          );
        },
      ),
      // Each run makes a question and votes: no shrinking (it would make hundreds more).
      { numRuns: 25, endOnFailure: true },
    );
    expect(serial).toBeGreaterThanOrEqual(25);
  }, 240_000);
});
