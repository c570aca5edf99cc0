import { PCA } from 'ml-pca';
import type { OpinionMatrix } from './opinion-matrix.js';

/** The voters of a matrix placed on its two principal components. */
export interface Projection {
  /** The matrix rows projected: voters with at least the minimum of ratings. */
  rows: Int32Array;
  /** Each projected row's [x, y]. */
  points: number[][];
  /** The variance along the first component: 0 when every voter answered alike. */
  spread: number;
}

/** How many argument ratings a matrix row holds. */
export function ratingsOf(matrix: OpinionMatrix, row: number): number {
  const width = matrix.columns.length;
  let count = 0;
  for (let c = matrix.positionColumns; c < width; c += 1)
    if (!Number.isNaN(matrix.values[row * width + c])) count += 1;
  return count;
}

/**
 * PCA to two components, as Polis does: a missing answer counts as the column's mean (so it moves
 * nobody), the covariance matrix is summed row by row (its size is the columns', whatever the
 * number of voters), ml-pca finds its eigenvectors, and each voter's place is scaled up by
 * sqrt(columns / columns answered), so a voter who answered little is not pulled to the centre.
 * Each component's sign is fixed (its largest loading positive), so runs on similar data agree.
 */
export function project(matrix: OpinionMatrix, minRatings: number): Projection {
  const width = matrix.columns.length;
  const total = matrix.voters.length;
  const eligible: number[] = [];
  for (let row = 0; row < total; row += 1)
    if (ratingsOf(matrix, row) >= minRatings) eligible.push(row);
  const rows = Int32Array.from(eligible);
  const n = rows.length;
  if (n < 2 || width < 2) return { rows, points: Array.from(rows, () => [0, 0]), spread: 0 };

  const means = columnMeans(matrix, rows);
  const covariance = new Float64Array(width * width);
  const centred = new Float64Array(width);
  const answered: number[] = [];
  for (const row of rows) {
    answered.length = 0;
    for (let c = 0; c < width; c += 1) {
      const value = matrix.values[row * width + c];
      if (Number.isNaN(value)) continue;
      centred[c] = value - means[c];
      answered.push(c);
    }
    for (const a of answered)
      for (const b of answered) if (b >= a) covariance[a * width + b] += centred[a] * centred[b];
  }
  const square: number[][] = [];
  for (let a = 0; a < width; a += 1) {
    square.push(new Array<number>(width));
    for (let b = 0; b < width; b += 1)
      square[a][b] = covariance[Math.min(a, b) * width + Math.max(a, b)] / (n - 1);
  }
  const pca = new PCA(square, { isCovarianceMatrix: true });
  const eigenvectors = pca.getEigenvectors();
  const components = [0, 1].map((c) =>
    c < eigenvectors.columns
      ? fixSign(eigenvectors.getColumn(c))
      : new Array<number>(width).fill(0),
  );
  const spread = Math.max(0, pca.getEigenvalues()[0] ?? 0);

  const points: number[][] = [];
  for (const row of rows) {
    let x = 0;
    let y = 0;
    let count = 0;
    for (let c = 0; c < width; c += 1) {
      const value = matrix.values[row * width + c];
      if (Number.isNaN(value)) continue;
      count += 1;
      x += (value - means[c]) * components[0][c];
      y += (value - means[c]) * components[1][c];
    }
    const scale = Math.sqrt(width / Math.max(1, count));
    points.push([x * scale, y * scale]);
  }
  return { rows, points, spread };
}

/** Each column's mean over the given rows' answers (0 for a column nobody answered). */
function columnMeans(matrix: OpinionMatrix, rows: Int32Array): Float64Array {
  const width = matrix.columns.length;
  const sums = new Float64Array(width);
  const counts = new Float64Array(width);
  for (const row of rows) {
    for (let c = 0; c < width; c += 1) {
      const value = matrix.values[row * width + c];
      if (Number.isNaN(value)) continue;
      sums[c] += value;
      counts[c] += 1;
    }
  }
  return sums.map((sum, c) => (counts[c] === 0 ? 0 : sum / counts[c]));
}

/** The vector or its opposite, whichever has its largest entry (by size) positive. */
function fixSign(vector: number[]): number[] {
  let largest = 0;
  for (let i = 1; i < vector.length; i += 1)
    if (Math.abs(vector[i]) > Math.abs(vector[largest]) + 1e-12) largest = i;
  return vector[largest] < 0 ? vector.map((v) => -v) : vector;
}
