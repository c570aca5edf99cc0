/** The agreement answers, 1 to 5, as the cells name them. */
export const RATINGS = ['strongly agree', 'agree', 'undecided', 'disagree', 'strongly disagree'];

/** One cell's voters per rating as words, for screen readers and the tooltip. */
export function ratingText(counts: readonly number[]): string {
  return RATINGS.map((label, i) => `${counts[i] ?? 0} ${label}`).join(', ');
}

/**
 * A cell's distribution as one stacked bar (plain SVG, no chart library): a segment per rating,
 * from strongly agree to strongly disagree. An image named by its figures, a stop in the tab
 * order (the chart read with the keyboard); the table under the chart has the same figures.
 */
export function RatingBar({ counts, context }: { counts: readonly number[]; context: string }) {
  const total = counts.reduce((sum, n) => sum + n, 0);
  const widths = counts.map((n) => (total === 0 ? 0 : (n * 100) / total));
  const starts = widths.map((_, i) => widths.slice(0, i).reduce((sum, w) => sum + w, 0));
  return (
    <svg
      className="crosstab-bar"
      viewBox="0 0 100 10"
      preserveAspectRatio="none"
      role="img"
      aria-label={`${context}: ${ratingText(counts)}`}
      tabIndex={0}
      data-counts={counts.join(' ')}
    >
      {widths.map((width, i) => (
        <rect
          key={RATINGS[i]}
          className={`crosstab-bar__r${i + 1}`}
          x={starts[i]}
          y={0}
          width={width}
          height={10}
        />
      ))}
    </svg>
  );
}

/** The colours' key, once above the table. */
export function RatingLegend() {
  return (
    <ul className="crosstab-legend" aria-hidden="true">
      {RATINGS.map((label, i) => (
        <li key={label}>
          <span className={`crosstab-legend__swatch crosstab-bar__r${i + 1}`} />
          {i + 1} {label}
        </li>
      ))}
    </ul>
  );
}
