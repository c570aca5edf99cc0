import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { leaks } from './crosstab-attacker.fixtures.js';
import { cellKey, type CrossTabTable, withheldRows } from './crosstab-protection.js';
import { releaseFigures, type ReleaseFigures } from './crosstab-release.js';
import { MIN_CHANGES, MIN_VOTERS, NO_POSITION, sumOf, votersBehind } from './crosstab-rule.js';

/** A voter: their position (-1: none) and their rating (0: none, 1..5) of each argument. */
interface Voter {
  position: number;
  ratings: number[];
}

/** The table the voters make (the last row: no position), as CrossTabService computes it. */
function tableOf(voters: Voter[], positions: number, args: number): CrossTabTable {
  const rows = [...Array.from({ length: positions }, (_, p) => `p${p}`), NO_POSITION];
  const counts = rows.map(() => Array.from({ length: args }, () => [0, 0, 0, 0, 0]));
  const capacity = rows.map(() => 0);
  for (const v of voters) {
    const row = v.position < 0 ? positions : v.position;
    // Without a position, a voter is in the question's data only when they rated something.
    if (v.position >= 0 || v.ratings.some((r) => r > 0)) capacity[row] += 1;
    v.ratings.forEach((rating, a) => {
      if (rating > 0) counts[row][a][rating - 1] += 1;
    });
  }
  return {
    rows,
    args: Array.from({ length: args }, (_, a) => `a${a}`),
    counts,
    capacity,
  };
}

/** The leaks of every column of a release (see crosstab-attacker.fixtures.ts). */
function leaksOf(table: CrossTabTable, figures: ReleaseFigures): string[] {
  return table.args.flatMap((arg, a) => {
    const truth = table.rows.map((_, r) => table.counts[r][a]);
    const totals = [0, 1, 2, 3, 4].map((k) => sumOf(truth.map((cell) => cell[k])));
    const published = table.rows.map((_, r) => figures.cells[r][a]);
    return leaks({ totals, published, capacity: table.capacity }, truth).map((l) => `${arg}:${l}`);
  });
}

/** Voters whose entry in a cell (in it or not, and their rating) differs between two states. */
function votersChanged(before: Voter[], after: Voter[], row: number, arg: number, rows: number) {
  const entry = (v: Voter | undefined) => {
    if (!v || v.ratings[arg] === 0) return 0;
    return (v.position < 0 ? rows - 1 : v.position) === row ? v.ratings[arg] : 0;
  };
  let changed = 0;
  for (let i = 0; i < Math.max(before.length, after.length); i += 1)
    if (entry(before[i]) !== entry(after[i])) changed += 1;
  return changed;
}

// Small positions and sparse ratings, so that small cells, empty ratings and tight capacities are
// common.
const voter = (positions: number, args: number) =>
  fc.record({
    // Two popular positions beside small ones: big and small cells in one column.
    position: fc.oneof(
      { weight: 3, arbitrary: fc.constant(0) },
      { weight: 3, arbitrary: fc.constant(Math.min(1, positions - 1)) },
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

const scenario = fc
  .record({ positions: fc.integer({ min: 1, max: 4 }), args: fc.integer({ min: 1, max: 3 }) })
  .chain(({ positions, args }) =>
    fc.record({
      positions: fc.constant(positions),
      args: fc.constant(args),
      before: fc.array(voter(positions, args), { maxLength: 150, size: 'max' }),
      changes: fc.array(fc.record({ index: fc.nat(), voter: voter(positions, args) }), {
        maxLength: 40,
      }),
    }),
  );

describe('cross-tab protection', () => {
  it('withholds a small cell with a complement in its column', () => {
    // Two positions: 30 and 3 voters, all of whom rated; nobody without a position.
    const cells = [
      [10, 10, 10, 0, 0],
      [1, 1, 1, 0, 0],
      [0, 0, 0, 0, 0],
    ];
    const withheld = withheldRows(cells, [30, 3, 0], [undefined, undefined, undefined]);
    expect([...withheld].sort()).toEqual([0, 1, 2]);
  });

  it('publishes a column with no small cell as it is', () => {
    const cells = [
      [10, 0, 0, 0, 5],
      [3, 3, 3, 3, 3],
      [12, 0, 0, 0, 0],
    ];
    expect(withheldRows(cells, [20, 20, 12], [undefined, undefined, undefined]).size).toBe(0);
  });

  it('withholds a cell whose change fewer than 10 voters explain, and keeps its base', () => {
    const table: CrossTabTable = {
      rows: ['p', 'q', NO_POSITION],
      args: ['a'],
      counts: [[[10, 0, 0, 0, 1]], [[20, 0, 0, 0, 0]], [[10, 0, 0, 0, 0]]],
      capacity: [11, 20, 10],
    };
    const base = { [cellKey('p', 'a')]: [10, 0, 0, 0, 0] };
    const figures = releaseFigures(table, base);
    expect(figures.cells[0][0]).toBeNull();
    expect(figures.bases[cellKey('p', 'a')]).toEqual([10, 0, 0, 0, 0]);
    // Nothing withheld can be worked out either: a complement was withheld with it.
    expect(leaksOf(table, figures)).toEqual([]);
  });

  it('counts the fewest voters behind a difference', () => {
    expect(votersBehind([5, 0, 0, 0, 0], [0, 5, 0, 0, 0])).toBe(5);
    expect(votersBehind([5, 0, 0, 0, 0], [5, 0, 0, 0, 3])).toBe(3);
    expect(votersBehind([5, 2, 0, 0, 0], [3, 2, 9, 0, 0])).toBe(9);
  });

  it('never publishes a cell of fewer than 10 voters, nor one that can be worked out, nor a difference of fewer than 10 voters (random data)', () => {
    fc.assert(
      fc.property(scenario, ({ positions, args, before, changes }) => {
        const after = before.map((v) => ({ ...v, ratings: [...v.ratings] }));
        for (const change of changes) {
          // Half the changes are new voters, half change an existing voter's answers.
          if (after.length === 0 || change.index % 2 === 0) after.push(change.voter);
          else after[change.index % after.length] = change.voter;
        }
        const first = tableOf(before, positions, args);
        const one = releaseFigures(first, {});
        const second = tableOf(after, positions, args);
        const two = releaseFigures(second, one.bases);
        for (const [table, figures] of [
          [first, one],
          [second, two],
        ] as const) {
          figures.cells.flat().forEach((cell) => {
            if (cell) expect(sumOf(cell)).toBeGreaterThanOrEqual(MIN_VOTERS);
          });
          expect(leaksOf(table, figures)).toEqual([]);
        }
        // Between the releases: a published cell changes only with 10 voters' moves behind it.
        two.cells.forEach((row, r) =>
          row.forEach((cell, a) => {
            const previous = one.cells[r][a];
            if (!cell || !previous || votersBehind(previous, cell) === 0) return;
            expect(votersBehind(previous, cell)).toBeGreaterThanOrEqual(MIN_CHANGES);
            expect(votersChanged(before, after, r, a, positions + 1)).toBeGreaterThanOrEqual(
              MIN_CHANGES,
            );
          }),
        );
      }),
      { numRuns: 400 },
    );
  });
});
