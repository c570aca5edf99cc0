/**
 * Where a dump's crosstabs.csv comes from: the cross-tabs as last published (issue 25, part 2),
 * their suppressed cells empty. The open-data module provides NO_CROSS_TABS under CROSS_TAB_SOURCE
 * until the cross-tab service is wired in (a provider of this token that reads its releases), so
 * the file is there with its header from the first dump on and its name never changes.
 */
export const CROSS_TAB_SOURCE = Symbol('CrossTabSource');

/** One cell of a published cross-tab; Voters '' when it is suppressed. */
export interface CrossTabRow {
  QuestionID: string;
  ReleasedAt: string;
  PositionID: string;
  ArgumentID: string;
  /** '1' to '5': the rating. */
  Rating: string;
  /** How many voters who chose the position gave the argument that rating; '' when suppressed. */
  Voters: string;
  [column: string]: unknown;
}

export const CROSS_TAB_COLUMNS = [
  'QuestionID',
  'ReleasedAt',
  'PositionID',
  'ArgumentID',
  'Rating',
  'Voters',
] as const;

export interface CrossTabSource {
  /** Only published, suppressed figures: never a cell of fewer than 10 voters. */
  rows(): AsyncIterable<CrossTabRow>;
}

export const NO_CROSS_TABS: CrossTabSource = {
  // eslint-disable-next-line require-yield
  async *rows() {
    return;
  },
};
