import {
  MIN_CHANGES,
  MIN_VOTERS,
  RATINGS,
  type RatingCounts,
  sumOf,
  votersBehind,
} from './crosstab-rule.js';

/** A question's table as computed from the latest votes, before anything is withheld. */
export interface CrossTabTable {
  /** The live positions' ids in the question's order, then NO_POSITION. */
  rows: string[];
  /** The live arguments' ids. */
  args: string[];
  /** counts[row][arg]: voters per rating. */
  counts: RatingCounts[][];
  /**
   * The most voters a row's cell can have, as the public figures tell: a position's voter count
   * (the question's results). For NO_POSITION, which nothing publishes, the number of voters who
   * rated an argument of the question without a position, as if it were public: someone who
   * guesses it well must not learn more than that.
   */
  capacity: number[];
}

/** A cell as published releases name it (ids never hold '|'). */
export const cellKey = (row: string, arg: string) => `${row}|${arg}`;

/*
 * Why the columns are independent. What anyone can know besides the cross-tab: each argument's
 * voters per rating (GET /api/yourtake/results) and each position's voters (the question's
 * results). For one argument, the cells of its column add up to its totals, rating by rating (the
 * last row holds everyone who rated without a position, so the sum is exact); a position's voter
 * count bounds each of its cells (a voter rates many arguments, so no public figure adds cells
 * across a row); the voters without a position are counted as if their number were public too. What can be worked out about the withheld cells of a column is then a
 * transportation problem: each rating's residual (its total minus the published cells) is spread
 * over the withheld cells, each taking at most its row's capacity. Its bounds have closed forms
 * (below); crosstab-attacker.fixtures.ts checks them with a general bounded-flow solver.
 */

interface Bounds {
  lo: number;
  hi: number;
}

/** Capacity of the rows in `set` but `except`. */
function capacityOf(set: readonly number[], capacity: readonly number[], except: number): number {
  return set.reduce((sum, row) => (row === except ? sum : sum + capacity[row]), 0);
}

/** The range of a withheld cell's voters and of each rating's count, given the withheld set. */
function ranges(
  withheld: readonly number[],
  cells: readonly RatingCounts[],
  capacity: readonly number[],
  row: number,
): { voters: Bounds; ratings: Bounds[] } {
  const residual = RATINGS.map((_, k) => withheld.reduce((sum, r) => sum + cells[r][k], 0));
  const total = sumOf(residual);
  const others = capacityOf(withheld, capacity, row);
  return {
    voters: { lo: Math.max(0, total - others), hi: Math.min(capacity[row], total) },
    ratings: residual.map((r) => ({ lo: Math.max(0, r - others), hi: Math.min(r, capacity[row]) })),
  };
}

/**
 * What a withheld set leaves exposed in one column: the ratings (indexes) and whether the voter
 * count of some withheld cell can be worked out exactly, leaving out what the totals alone fix
 * (a figure that is exact even with every cell withheld was never the cross-tab's to hide) and the
 * figures of empty cells (withheld as too small, but holding no one's answer: that such a cell is
 * empty may be worked out). A rating count of a non-empty cell that can be worked out to be zero
 * is exposed too: it would tell that all its voters answered otherwise.
 */
function exposure(
  withheld: readonly number[],
  cells: readonly RatingCounts[],
  capacity: readonly number[],
): { voters: boolean; ratings: Set<number> } {
  const all = cells.map((_, row) => row);
  const found = { voters: false, ratings: new Set<number>() };
  for (const row of withheld) {
    if (sumOf(cells[row]) === 0) continue;
    const now = ranges(withheld, cells, capacity, row);
    const totalsOnly = ranges(all, cells, capacity, row);
    const exact = (b: Bounds) => b.hi <= b.lo;
    if (exact(now.voters) && !exact(totalsOnly.voters)) found.voters = true;
    now.ratings.forEach((b, k) => {
      if (exact(b) && !exact(totalsOnly.ratings[k])) found.ratings.add(k);
    });
  }
  return found;
}

/**
 * Which cells of one column are withheld: first those backed by fewer than MIN_VOTERS voters and
 * those whose change since their last publication fewer than MIN_CHANGES voters' moves explain;
 * then, while any withheld figure could be worked out (exposure), the published cell that hides
 * the most exposed ratings, the smallest first. Withholding the whole column always ends it.
 */
export function withheldRows(
  cells: readonly RatingCounts[],
  capacity: readonly number[],
  bases: readonly (RatingCounts | undefined)[],
): Set<number> {
  const withheld = new Set<number>();
  cells.forEach((counts, row) => {
    const voters = sumOf(counts);
    const base = bases[row];
    const moved = base ? votersBehind(base, counts) : 0;
    if (voters < MIN_VOTERS || (moved > 0 && moved < MIN_CHANGES)) withheld.add(row);
  });
  while (withheld.size > 0) {
    const exposed = exposure([...withheld], cells, capacity);
    if (!exposed.voters && exposed.ratings.size === 0) break;
    let best: { row: number; hides: number; voters: number } | undefined;
    cells.forEach((counts, row) => {
      if (withheld.has(row)) return;
      const hides = [...exposed.ratings].filter((k) => counts[k] > 0).length;
      const voters = sumOf(counts);
      if (!best || hides > best.hides || (hides === best.hides && voters < best.voters))
        best = { row, hides, voters };
    });
    if (!best) break;
    withheld.add(best.row);
  }
  return withheld;
}

/** withheld[row][arg] for the whole table; bases are the cells' last published counts. */
export function protect(
  table: CrossTabTable,
  bases: ReadonlyMap<string, RatingCounts>,
): boolean[][] {
  const withheld = table.rows.map(() => table.args.map(() => false));
  table.args.forEach((arg, a) => {
    const column = table.rows.map((_, r) => table.counts[r][a]);
    const columnBases = table.rows.map((row) => bases.get(cellKey(row, arg)));
    for (const r of withheldRows(column, table.capacity, columnBases)) withheld[r][a] = true;
  });
  return withheld;
}
