/**
 * Pearson's chi-square test of uniformity, for the tests of the voter order: the statistic of
 * observed counts against equal expected counts, and the critical value at p = 0.001 for its
 * degrees of freedom (from the chi-square table; the tests use at most 10 categories).
 */
const CRITICAL_AT_P001 = [10.828, 13.816, 16.266, 18.467, 20.515, 22.458, 24.322, 26.124, 27.877];

export function chiSquareStatistic(observed: readonly number[]): number {
  const total = observed.reduce((sum, n) => sum + n, 0);
  const expected = total / observed.length;
  return observed.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
}

export function criticalValueAtP001(degreesOfFreedom: number): number {
  const value = CRITICAL_AT_P001[degreesOfFreedom - 1];
  if (value === undefined) throw new Error(`No critical value for ${degreesOfFreedom} degrees.`);
  return value;
}

/** Whether counts over equally likely categories look uniform (not rejected at p = 0.001). */
export function looksUniform(observed: readonly number[]): boolean {
  return chiSquareStatistic(observed) < criticalValueAtP001(observed.length - 1);
}
