import { chooseK, clusterings, type KState } from './opinion-clusters.js';
import type { OpinionMatrix } from './opinion-matrix.js';
import { project } from './opinion-projection.js';
import { countAnswers, consensus, profiles, representative } from './group-statistics.js';
import { type LabelledProfile, matchLabels } from './group-labels.js';
import type { StoredConsensus, StoredGroup } from './opinion-groups.entity.js';

/** A voter counts with at least this many argument ratings. */
export const MIN_RATINGS = 3;
/** Fewer voters than this make no groups and no consensus. */
export const MIN_VOTERS = 10;
/** Representative arguments kept per group. */
export const REPRESENTATIVE_PER_GROUP = 3;

/** What the last computation left: the count shown and its challenger, and the groups' profiles. */
export interface PreviousGroups extends KState {
  groups: readonly LabelledProfile[];
}

export interface Analysis extends KState {
  voters: number;
  groups: StoredGroup[];
  consensus: StoredConsensus[];
  /** Each voter's group label: for the computation and its tests only, never stored nor answered. */
  assignments: Map<string, string>;
  /** The silhouette of each count tried. */
  silhouettes: Record<number, number>;
}

const empty = (voters: number): Analysis => ({
  voters,
  k: 0,
  kCandidate: null,
  kStreak: 0,
  groups: [],
  consensus: [],
  assignments: new Map(),
  silhouettes: {},
});

/**
 * Polis's method, adapted: the voters with at least MIN_RATINGS ratings on two principal
 * components, k-means for k = 2..5 (best of several seeded runs), the count chosen by silhouette
 * and held steady (chooseK), labels kept across runs (matchLabels), then each argument's
 * group-aware consensus and each group's representative arguments.
 */
export function analyse(matrix: OpinionMatrix, previous?: PreviousGroups): Analysis {
  const { rows, points, spread } = project(matrix, MIN_RATINGS);
  if (rows.length < MIN_VOTERS) return empty(rows.length);
  if (spread <= 1e-12) {
    // Everyone answered alike: one group, whose consensus is its agreement rate.
    const counts = countAnswers(matrix, rows, new Int32Array(rows.length), 1);
    return { ...empty(rows.length), consensus: consensus(counts) };
  }
  const tried = clusterings(points);
  const state = chooseK(tried, previous);
  const { labels: raw, k } = tried.find((c) => c.k === state.k)!;

  const sizes = new Array<number>(k).fill(0);
  for (const label of raw) sizes[label] += 1;
  const groupProfiles = profiles(matrix, rows, raw, k);
  const bySize = [...sizes.keys()].sort((a, b) => sizes[b] - sizes[a] || a - b);
  const names = matchLabels(groupProfiles, previous?.groups ?? [], bySize);
  const counts = countAnswers(matrix, rows, raw, k);

  const groups: StoredGroup[] = sizes
    .map((size, g) => ({
      label: names[g],
      size,
      representative: representative(counts, g, REPRESENTATIVE_PER_GROUP),
      profile: groupProfiles[g],
    }))
    .sort((a, b) => (a.label < b.label ? -1 : 1));
  const assignments = new Map<string, string>();
  rows.forEach((row, i) => assignments.set(matrix.voters[row], names[raw[i]]));
  return {
    voters: rows.length,
    ...state,
    groups,
    consensus: consensus(counts),
    assignments,
    silhouettes: Object.fromEntries(tried.map((c) => [c.k, c.silhouette])),
  };
}
