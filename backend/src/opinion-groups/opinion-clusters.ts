import { kmeans } from 'ml-kmeans';

/** One clustering of the projected voters into k groups. */
export interface Clustering {
  k: number;
  /** Each point's group, 0..k-1. */
  labels: Int32Array;
  /** The sum of squared distances to the group centres (lower is tighter). */
  sse: number;
  silhouette: number;
}

/** The counts of groups tried: from 2 to 5, and fewer than the voters. */
export const MIN_K = 2;
export const MAX_K = 5;
/** k-means runs per count, from these fixed seeds (k-means++ starts): the tightest one is kept. */
export const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
/** The silhouette is averaged over at most this many voters (spread over all), against all of them. */
export const SILHOUETTE_SAMPLE = 2000;
/** How many runs in a row another count must win before the shown count changes to it. */
export const K_STREAK = 3;

/** The best of several seeded k-means runs for each count of groups that fits the voters. */
export function clusterings(points: number[][]): Clustering[] {
  const runs: Omit<Clustering, 'silhouette'>[] = [];
  for (let k = MIN_K; k <= Math.min(MAX_K, points.length - 1); k += 1) {
    let best: Omit<Clustering, 'silhouette'> | undefined;
    for (const seed of SEEDS) {
      const run = kmeans(points, k, { seed, initialization: 'kmeans++', maxIterations: 100 });
      const labels = Int32Array.from(run.clusters);
      const sse = sumOfSquares(points, labels, run.centroids);
      if (!best || sse < best.sse - 1e-9) best = { k, labels, sse };
    }
    runs.push(best!);
  }
  const widths = silhouettes(points, runs);
  return runs.map((run, i) => ({ ...run, silhouette: widths[i] }));
}

function sumOfSquares(points: number[][], labels: Int32Array, centroids: number[][]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i += 1) {
    const centre = centroids[labels[i]];
    sum += (points[i][0] - centre[0]) ** 2 + (points[i][1] - centre[1]) ** 2;
  }
  return sum;
}

/**
 * Each clustering's mean silhouette width (-1..1: how much closer each voter is to their own
 * group than to the next one), over an evenly spread sample of at most SILHOUETTE_SAMPLE voters,
 * each measured against every voter (the distances once, for every clustering); a clustering with
 * an empty group scores -1.
 */
export function silhouettes(
  points: number[][],
  runs: readonly { k: number; labels: Int32Array }[],
): number[] {
  const n = points.length;
  const xs = Float64Array.from(points, (p) => p[0]);
  const ys = Float64Array.from(points, (p) => p[1]);
  const sizes = runs.map(({ k, labels }) => {
    const counts = new Float64Array(k);
    for (const label of labels) counts[label] += 1;
    return counts;
  });
  const totals = new Float64Array(runs.length);
  const samples = Math.min(n, SILHOUETTE_SAMPLE);
  const distances = new Float64Array(n);
  const sums = new Float64Array(MAX_K);
  for (let s = 0; s < samples; s += 1) {
    const i = Math.floor((s * n) / samples);
    for (let j = 0; j < n; j += 1) {
      const dx = xs[j] - xs[i];
      const dy = ys[j] - ys[i];
      distances[j] = Math.sqrt(dx * dx + dy * dy);
    }
    runs.forEach(({ k, labels }, r) => {
      sums.fill(0);
      for (let j = 0; j < n; j += 1) sums[labels[j]] += distances[j];
      const own = labels[i];
      if (sizes[r][own] <= 1) return; // a voter alone in a group scores 0
      const a = sums[own] / (sizes[r][own] - 1);
      let b = Infinity;
      for (let g = 0; g < k; g += 1) if (g !== own) b = Math.min(b, sums[g] / sizes[r][g]);
      const widest = Math.max(a, b);
      totals[r] += widest === 0 ? 0 : (b - a) / widest;
    });
  }
  return runs.map((_, r) => (sizes[r].some((size) => size === 0) ? -1 : totals[r] / samples));
}

/** The count of groups shown, and the count that challenges it. */
export interface KState {
  k: number;
  kCandidate: number | null;
  kStreak: number;
}

/**
 * The count with the best silhouette wins this run; the count shown changes to it only once it has
 * won K_STREAK runs in a row (or at once when the count shown no longer fits the voters), so the
 * groups on the page do not flicker between two counts that score about the same.
 */
export function chooseK(candidates: Clustering[], previous: KState | undefined): KState {
  let winner = candidates[0];
  for (const c of candidates) if (c.silhouette > winner.silhouette + 1e-9) winner = c;
  const current = previous?.k ?? 0;
  if (!candidates.some((c) => c.k === current) || winner.k === current)
    return { k: winner.k, kCandidate: null, kStreak: 0 };
  const streak = previous?.kCandidate === winner.k ? previous.kStreak + 1 : 1;
  return streak >= K_STREAK
    ? { k: winner.k, kCandidate: null, kStreak: 0 }
    : { k: current, kCandidate: winner.k, kStreak: streak };
}
