import { describe, expect, it } from '@jest/globals';
import { analyse, type PreviousGroups } from './opinion-analysis.js';
import { chooseK, type Clustering, K_STREAK } from './opinion-clusters.js';
import { matchLabels } from './group-labels.js';
import { consensus, countAnswers, smoothed } from './group-statistics.js';
import { OpinionMatrixBuilder, scaledRating } from './opinion-matrix.js';
import { adjustedRandIndex, plantedCamps } from './planted-camps.js';

const SIDES: [string[], string[]] = [
  ['a1', 'a2', 'a3', 'a4', 'a5'],
  ['b1', 'b2', 'b3', 'b4', 'b5'],
];

function planted(voters: number, seed = 1, skip = (_voter: string) => false) {
  const { camps, answers } = plantedCamps({
    convoId: 'c1',
    positions: ['pa', 'pb'],
    sides: SIDES,
    bridging: 'bridge',
    voters,
    seed,
  });
  const builder = new OpinionMatrixBuilder(['pa', 'pb'], [...SIDES[0], ...SIDES[1], 'bridge']);
  for (const answer of answers()) {
    if (skip(answer.voterKey)) continue;
    if (answer.question === 'position') builder.position(answer.voterKey, answer.value);
    else builder.rating(answer.voterKey, answer.targetId, answer.value);
  }
  return { camps, matrix: builder.build() };
}

const previousOf = (result: ReturnType<typeof analyse>): PreviousGroups => ({
  k: result.k,
  kCandidate: result.kCandidate,
  kStreak: result.kStreak,
  groups: result.groups,
});

describe('opinion groups analysis', () => {
  it('scales ratings 1..5 to +1..-1 and refuses anything else', () => {
    expect(['1', '2', '3', '4', '5'].map(scaledRating)).toEqual([1, 0.5, 0, -0.5, -1]);
    for (const bad of ['0', '6', '', '12', 'x', ' 1']) expect(scaledRating(bad)).toBeNaN();
  });

  it('recovers two planted camps and ranks the bridging argument first', () => {
    const { camps, matrix } = planted(400);
    const result = analyse(matrix);
    expect(result.k).toBe(2);
    const voters = [...result.assignments.keys()];
    expect(voters.length).toBeGreaterThan(350);
    const ari = adjustedRandIndex(
      voters.map((v) => camps.get(v)),
      voters.map((v) => result.assignments.get(v)),
    );
    expect(ari).toBeGreaterThanOrEqual(0.9);
    expect(result.consensus[0].argId).toBe('bridge');
    expect(result.groups.map((g) => g.label)).toEqual(['A', 'B']);
    expect(result.groups.reduce((sum, g) => sum + g.size, 0)).toBe(result.voters);
    // Each camp's representative arguments are its own side's (or the other side's, disagreed with).
    for (const group of result.groups) {
      expect(group.representative.length).toBeGreaterThan(0);
      expect(group.representative.map((r) => r.argId)).not.toContain('bridge');
    }
  });

  it('keeps the labels and almost every assignment when 5% of the voters leave', () => {
    const { matrix } = planted(400, 3);
    const first = analyse(matrix);
    const gone = new Set([...first.assignments.keys()].filter((_, i) => i % 20 === 7));
    const second = analyse(planted(400, 3, (v) => gone.has(v)).matrix, previousOf(first));
    let changed = 0;
    for (const [voter, label] of second.assignments)
      if (first.assignments.get(voter) !== label) changed += 1;
    expect(changed / second.assignments.size).toBeLessThan(0.1);
  });

  it('makes no groups with fewer than 10 voters of 3 ratings each', () => {
    const builder = new OpinionMatrixBuilder(['pa'], ['x', 'y', 'z']);
    for (let v = 0; v < 9; v += 1)
      for (const arg of ['x', 'y', 'z']) builder.rating(`v${v}`, arg, '1');
    builder.rating('v9', 'x', '1');
    builder.rating('v9', 'y', '5');
    const result = analyse(builder.build());
    expect(result).toMatchObject({ voters: 9, k: 0, groups: [], consensus: [] });
  });

  it('ranks by agreement alone when everyone answers alike', () => {
    const builder = new OpinionMatrixBuilder([], ['x', 'y', 'z']);
    for (let v = 0; v < 12; v += 1) {
      builder.rating(`v${v}`, 'x', '5');
      builder.rating(`v${v}`, 'y', '1');
      builder.rating(`v${v}`, 'z', '3');
    }
    const result = analyse(builder.build());
    expect(result.groups).toEqual([]);
    expect(result.consensus.map((c) => c.argId)).toEqual(['y', 'x', 'z']);
  });

  it('changes the count of groups only after the same count wins K_STREAK runs in a row', () => {
    const run = (silhouettes: Record<number, number>): Clustering[] =>
      Object.entries(silhouettes).map(([k, silhouette]) => ({
        k: Number(k),
        silhouette,
        labels: new Int32Array(),
        sse: 0,
      }));
    let state = chooseK(run({ 2: 0.6, 3: 0.5 }), undefined);
    expect(state).toEqual({ k: 2, kCandidate: null, kStreak: 0 });
    for (let win = 1; win < K_STREAK; win += 1) {
      state = chooseK(run({ 2: 0.5, 3: 0.6 }), state);
      expect(state).toEqual({ k: 2, kCandidate: 3, kStreak: win });
    }
    // An interruption starts the streak over.
    state = chooseK(run({ 2: 0.5, 4: 0.6 }), state);
    expect(state).toEqual({ k: 2, kCandidate: 4, kStreak: 1 });
    state = chooseK(run({ 2: 0.7, 3: 0.6 }), state);
    expect(state).toEqual({ k: 2, kCandidate: null, kStreak: 0 });
    for (let win = 1; win <= K_STREAK; win += 1) state = chooseK(run({ 2: 0.5, 3: 0.6 }), state);
    expect(state).toEqual({ k: 3, kCandidate: null, kStreak: 0 });
    // A count that no longer fits the voters gives way at once.
    expect(chooseK(run({ 2: 0.1 }), { k: 4, kCandidate: null, kStreak: 0 }).k).toBe(2);
  });

  it('keeps group labels by profile, and gives a new group the first free letter', () => {
    const previous = [
      { label: 'A', profile: { x: 1, y: -1 } },
      { label: 'B', profile: { x: -1, y: 1 } },
    ];
    expect(
      matchLabels(
        [
          { x: -0.9, y: 0.8 },
          { x: 0.8, y: -0.9 },
        ],
        previous,
        [0, 1],
      ),
    ).toEqual(['B', 'A']);
    expect(
      matchLabels(
        [
          { x: 0, y: 0 },
          { x: -0.9, y: 0.8 },
          { x: 0.8, y: -0.9 },
        ],
        previous,
        [0, 1, 2],
      ),
    ).toEqual(['C', 'B', 'A']);
    expect(matchLabels([{ x: 1 }, { x: -1 }], [], [1, 0])).toEqual(['B', 'A']);
  });

  it('scores consensus as the geometric mean of the groups smoothed agreement', () => {
    const builder = new OpinionMatrixBuilder([], ['x']);
    // Group 0: 3 of 4 agree; group 1: 1 of 2 agrees.
    ['1', '2', '1', '5', '1', '4'].forEach((value, v) => builder.rating(`v${v}`, 'x', value));
    const counts = countAnswers(
      builder.build(),
      Int32Array.from([0, 1, 2, 3, 4, 5]),
      Int32Array.from([0, 0, 0, 0, 1, 1]),
      2,
    );
    expect(consensus(counts)[0].score).toBeCloseTo(Math.sqrt(smoothed(3, 4) * smoothed(1, 2)), 12);
  });

  it('scores the adjusted Rand index as usual', () => {
    expect(adjustedRandIndex([0, 0, 1, 1], ['b', 'b', 'a', 'a'])).toBe(1);
    expect(adjustedRandIndex([0, 0, 1, 1], [0, 1, 0, 1])).toBeCloseTo(-0.5, 12);
  });
});
