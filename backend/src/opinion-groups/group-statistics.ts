import type { OpinionMatrix } from './opinion-matrix.js';
import type { StoredConsensus, StoredRepresentative } from './opinion-groups.entity.js';

/** Each group's answers to each argument: agreed (rating 1-2), disagreed (4-5), rated at all. */
export interface GroupCounts {
  k: number;
  argIds: string[];
  /** k x arguments, row-major by group. */
  agree: Int32Array;
  disagree: Int32Array;
  rated: Int32Array;
}

/** Counts each group's answers; `rows[i]` is the matrix row of the voter in group `labels[i]`. */
export function countAnswers(
  matrix: OpinionMatrix,
  rows: Int32Array,
  labels: Int32Array,
  k: number,
): GroupCounts {
  const width = matrix.columns.length;
  const first = matrix.positionColumns;
  const args = width - first;
  const counts: GroupCounts = {
    k,
    argIds: matrix.columns.slice(first),
    agree: new Int32Array(k * args),
    disagree: new Int32Array(k * args),
    rated: new Int32Array(k * args),
  };
  for (let i = 0; i < rows.length; i += 1) {
    const base = rows[i] * width + first;
    const at = labels[i] * args;
    for (let a = 0; a < args; a += 1) {
      const value = matrix.values[base + a];
      if (Number.isNaN(value)) continue;
      counts.rated[at + a] += 1;
      if (value > 0) counts.agree[at + a] += 1;
      else if (value < 0) counts.disagree[at + a] += 1;
    }
  }
  return counts;
}

/** A smoothed rate: (successes + 1) / (trials + 2), 0.5 with no trials. */
export const smoothed = (successes: number, trials: number): number =>
  (successes + 1) / (trials + 2);

/**
 * The group-aware consensus of each argument someone rated: the geometric mean over the groups of
 * each group's smoothed agreement rate, so an argument scores high only when every group agrees,
 * and a big group cannot carry it alone. Best first; ties by id, so the order is stable.
 */
export function consensus(counts: GroupCounts): StoredConsensus[] {
  const args = counts.argIds.length;
  const scored: StoredConsensus[] = [];
  for (let a = 0; a < args; a += 1) {
    let logSum = 0;
    let ratedAll = 0;
    for (let g = 0; g < counts.k; g += 1) {
      const at = g * args + a;
      ratedAll += counts.rated[at];
      logSum += Math.log(smoothed(counts.agree[at], counts.rated[at]));
    }
    if (ratedAll === 0) continue;
    scored.push({ argId: counts.argIds[a], score: Math.exp(logSum / counts.k) });
  }
  return scored.sort((x, y) => y.score - x.score || (x.argId < y.argId ? -1 : 1));
}

/** Polis's one-proportion test: how far a smoothed rate is above one half, in standard errors. */
export function proportionZ(successes: number, trials: number): number {
  const s = successes + 1;
  const n = trials + 1;
  return 2 * Math.sqrt(n) * (s / n - 0.5);
}

/** Polis's two-proportion test (smoothed): how much the first rate is above the second. */
export function twoProportionZ(s1: number, s2: number, n1: number, n2: number): number {
  const [a, b, m, n] = [s1 + 1, s2 + 1, n1 + 1, n2 + 1];
  const pooled = (a + b) / (m + n);
  if (pooled >= 1) return 0;
  return (a / m - b / n) / Math.sqrt(pooled * (1 - pooled) * (1 / m + 1 / n));
}

/** A z-score significant at 90% (one-sided). */
const SIGNIFICANT_Z = 1.2816;

/**
 * A group's most representative arguments (Polis's repness): those it agrees (or disagrees) with
 * much more than the other groups, by the product of the rate ratio, its test, the rate and its
 * test; those passing both tests at 90% first, else the single best by its test. At most `top`,
 * agreed-with first.
 */
export function representative(
  counts: GroupCounts,
  group: number,
  top: number,
): StoredRepresentative[] {
  const args = counts.argIds.length;
  type Candidate = StoredRepresentative & { metric: number; test: number; passes: boolean };
  const candidates: Candidate[] = [];
  for (let a = 0; a < args; a += 1) {
    const at = group * args + a;
    const seen = counts.rated[at];
    if (seen === 0) continue;
    let restSeen = 0;
    let restAgree = 0;
    let restDisagree = 0;
    for (let g = 0; g < counts.k; g += 1) {
      if (g === group) continue;
      restSeen += counts.rated[g * args + a];
      restAgree += counts.agree[g * args + a];
      restDisagree += counts.disagree[g * args + a];
    }
    const sides = (['agree', 'disagree'] as const).map((stance) => {
      const n = stance === 'agree' ? counts.agree[at] : counts.disagree[at];
      const rest = stance === 'agree' ? restAgree : restDisagree;
      const p = smoothed(n, seen);
      const ratio = p / smoothed(rest, restSeen);
      const pTest = proportionZ(n, seen);
      const ratioTest = twoProportionZ(n, rest, seen, restSeen);
      return {
        argId: counts.argIds[a],
        stance,
        metric: ratio * ratioTest * p * pTest,
        test: ratioTest,
        passes: ratioTest > SIGNIFICANT_Z && pTest > SIGNIFICANT_Z,
      };
    });
    candidates.push(sides[0].test >= sides[1].test ? sides[0] : sides[1]);
  }
  const passing = candidates
    .filter((c) => c.passes)
    .sort((x, y) => y.metric - x.metric || (x.argId < y.argId ? -1 : 1));
  const chosen =
    passing.length > 0
      ? passing.slice(0, top)
      : candidates.sort((x, y) => y.test - x.test || (x.argId < y.argId ? -1 : 1)).slice(0, 1);
  // What the group agrees with first, as Polis shows them (the sort keeps the order otherwise).
  return chosen
    .sort((x, y) => (x.stance === y.stance ? 0 : x.stance === 'agree' ? -1 : 1))
    .map(({ argId, stance }) => ({ argId, stance }));
}

/**
 * Each group's mean answer per column (the share of its voters on each position, its mean rating
 * of each argument), over the voters who answered: what the next computation matches groups by.
 */
export function profiles(
  matrix: OpinionMatrix,
  rows: Int32Array,
  labels: Int32Array,
  k: number,
): Record<string, number>[] {
  const width = matrix.columns.length;
  const sums = new Float64Array(k * width);
  const counts = new Float64Array(k * width);
  for (let i = 0; i < rows.length; i += 1) {
    const at = labels[i] * width;
    for (let c = 0; c < width; c += 1) {
      const value = matrix.values[rows[i] * width + c];
      if (Number.isNaN(value)) continue;
      sums[at + c] += value;
      counts[at + c] += 1;
    }
  }
  return Array.from({ length: k }, (_, g) => {
    const profile: Record<string, number> = {};
    matrix.columns.forEach((column, c) => {
      const n = counts[g * width + c];
      if (n > 0) profile[column] = Math.round((sums[g * width + c] / n) * 1e4) / 1e4;
    });
    return profile;
  });
}
