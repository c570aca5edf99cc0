import { cellKey, type CrossTabTable, protect } from './crosstab-protection.js';
import type { RatingCounts } from './crosstab-rule.js';

/** What a release stores: the published counts (null: withheld) and each cell's last publication. */
export interface ReleaseFigures {
  rows: string[];
  args: string[];
  /** cells[row][arg]: the published voters per rating, or null when withheld. */
  cells: (RatingCounts | null)[][];
  /**
   * Each cell's counts as last published (in this release or an earlier one): a published cell's
   * next figures are measured against them (the rule on differences). They were public once; the
   * API never serves them.
   */
  bases: Record<string, RatingCounts>;
}

/** The figures of a new release of `table`, given the previous release's bases. */
export function releaseFigures(
  table: CrossTabTable,
  previousBases: Readonly<Record<string, RatingCounts>>,
): ReleaseFigures {
  const withheld = protect(table, new Map(Object.entries(previousBases)));
  const bases: Record<string, RatingCounts> = {};
  const cells = table.rows.map((row, r) =>
    table.args.map((arg, a) => {
      const key = cellKey(row, arg);
      if (withheld[r][a]) {
        const base = previousBases[key];
        if (base) bases[key] = base;
        return null;
      }
      const counts = table.counts[r][a];
      bases[key] = counts;
      return counts;
    }),
  );
  return { rows: table.rows, args: table.args, cells, bases };
}
