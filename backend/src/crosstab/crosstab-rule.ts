/** The agreement answers of an argument, in order: 1 = I strongly agree ... 5 = I strongly disagree. */
export const RATINGS = ['1', '2', '3', '4', '5'] as const;

/** Voters per rating, in the order of RATINGS. */
export type RatingCounts = number[];

/** A cell backed by fewer voters than this is never published. */
export const MIN_VOTERS = 10;

/**
 * A new release needs at least this many voters whose answers in the question changed since the
 * last one, and a published cell's figures change between its publications only when at least
 * this many voters' moves are behind the difference.
 */
export const MIN_CHANGES = 10;

/** The row of the voters who rated arguments without choosing a (live) position of the question. */
export const NO_POSITION = '';

/** What the API and the README say of the rule (the code is in crosstab-protection.ts). */
export const CROSSTAB_RULE =
  `Each cell counts the latest agreement ratings of an argument by the voters whose latest answer ` +
  `to the question is that position (a last row: voters who rated without choosing a position). ` +
  `A cell backed by fewer than ${MIN_VOTERS} voters is withheld, and so are as many other cells ` +
  `of its argument's column as it takes so that no withheld figure (voters, or voters per rating) ` +
  `can be worked out from the published cells and the public totals (each argument's ratings, ` +
  `each position's voters, and, as if it were public, the number of voters without a position) beyond what those totals alone tell (that a withheld cell is empty may be known: it holds ` +
  `no one's answer). A new release is made only when ` +
  `at least ${MIN_CHANGES} voters' answers in the question changed since the last one, and a ` +
  `published cell's figures differ from its previous publication only when at least ` +
  `${MIN_CHANGES} voters' moves are needed to explain the difference; otherwise it is withheld ` +
  `until they are. Withheld cells carry no figures and no reason.`;

export const sumOf = (counts: readonly number[]) => counts.reduce((sum, n) => sum + n, 0);

/** The mean rating (1..5), to two decimals; null for no voter. */
export function meanRating(counts: RatingCounts): number | null {
  const voters = sumOf(counts);
  if (voters === 0) return null;
  const total = counts.reduce((sum, n, i) => sum + n * (i + 1), 0);
  return Math.round((total / voters) * 100) / 100;
}

/**
 * The fewest voters whose moves turn one cell's counts into the other's: a voter who enters or
 * leaves the cell moves one count by one, a voter who changes their rating within it moves one
 * count up and another down.
 */
export function votersBehind(before: RatingCounts, after: RatingCounts): number {
  let up = 0;
  let down = 0;
  for (let i = 0; i < RATINGS.length; i += 1) {
    const delta = (after[i] ?? 0) - (before[i] ?? 0);
    if (delta > 0) up += delta;
    else down -= delta;
  }
  return Math.max(up, down);
}
