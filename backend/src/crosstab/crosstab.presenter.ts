import type { CrossTabCellDto, CrossTabDto } from './crosstab.dto.js';
import {
  CROSSTAB_RULE,
  meanRating,
  MIN_CHANGES,
  MIN_VOTERS,
  NO_POSITION,
  type RatingCounts,
  sumOf,
} from './crosstab-rule.js';

/** A release as read from crosstab_releases (null fields: none yet). */
export interface ReleaseRow {
  released_at: Date | null;
  changes: number | null;
  rows: string[] | null;
  args: string[] | null;
  cells: (RatingCounts | null)[][] | null;
}

const rowId = (row: string) => (row === NO_POSITION ? null : row);

/** The API's view of a release: withheld cells carry no figures at all. */
export function presentCrossTab(convoId: string, release: ReleaseRow): CrossTabDto {
  const rows = release.rows ?? [];
  const args = release.args ?? [];
  const cells: CrossTabCellDto[] = rows.flatMap((row, r) =>
    args.map((arg, a) => {
      const counts = release.cells?.[r]?.[a] ?? null;
      return counts
        ? {
            PosID: rowId(row),
            ArgID: arg,
            Withheld: false,
            Voters: sumOf(counts),
            Counts: counts,
            Mean: meanRating(counts),
          }
        : { PosID: rowId(row), ArgID: arg, Withheld: true, Voters: null, Counts: null, Mean: null };
    }),
  );
  return {
    ConvoID: convoId,
    Released: release.released_at !== null,
    ReleasedAt: release.released_at ? new Date(release.released_at).toISOString() : null,
    Changes: release.changes,
    Rows: rows.map(rowId),
    Args: args,
    Cells: cells,
    MinVoters: MIN_VOTERS,
    MinChanges: MIN_CHANGES,
    Rule: CROSSTAB_RULE,
  };
}
