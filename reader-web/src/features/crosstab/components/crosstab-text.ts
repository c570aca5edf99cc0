/** A published cell of the cross-tab, named: an argument as rated by one position's voters. */
export interface NamedCell {
  arg: string;
  /** The position its voters chose, or null for those who chose none. */
  position: string | null;
  voters: number;
  mean: number;
}

const group = (position: string | null) =>
  position === null ? 'voters who chose no position' : `voters of “${position}”`;

const describe = (cell: NamedCell) =>
  `“${cell.arg}” among ${group(cell.position)} (mean ${cell.mean.toFixed(2)}, ${cell.voters} voters)`;

/**
 * The cross-tab in one sentence: how many cells it publishes and withholds, and its most and
 * least agreed cells (ratings run from 1, strongly agree, to 5), with the table's own figures.
 */
export function crossTabSummary(shown: NamedCell[], withheld: number): string {
  const cells = shown.length + withheld;
  const counted = `${shown.length} of ${cells} ${cells === 1 ? 'cell is' : 'cells are'} published, ${withheld} withheld`;
  if (shown.length === 0) return `${counted}.`;
  const byMean = [...shown].sort((a, b) => a.mean - b.mean);
  const most = byMean[0];
  const least = byMean[byMean.length - 1];
  if (most === least) return `${counted}: ${describe(most)}.`;
  return `${counted}. Most agreed: ${describe(most)}; least: ${describe(least)}.`;
}
