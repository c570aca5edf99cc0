import {
  type ChartBar,
  type ChartWording,
  type VoterTally,
  barText,
  resultsSummary,
  voterTallyText,
} from './vote-chart-text';

export interface VoteChartProps {
  label: string;
  bars: ChartBar[];
  tally: VoterTally;
  wording: ChartWording;
  /** The key of the reader's own choice, highlighted. */
  mine?: string;
}

/**
 * The results as bars, a sentence and a table with the same figures (WAI's complex images: a
 * short and a long description). Each bar is a stop in the tab order with its figures as its
 * name, so the chart can be read with the keyboard; nothing in it holds the focus.
 */
export function VoteChart({ label, bars, tally, wording, mine }: VoteChartProps) {
  return (
    <div className="vote-results">
      <ul aria-label={label} className="vote-bars">
        {bars.map((bar) => {
          const percent = Math.round(bar.percent);
          const own = bar.key === mine;
          return (
            <li
              key={bar.key}
              className={own ? 'vote-bar vote-bar--mine' : 'vote-bar'}
              tabIndex={0}
              aria-label={own ? `${barText(bar)} (your vote)` : barText(bar)}
              data-count={bar.count}
              data-percent={percent}
            >
              <span className="vote-bar__label">
                {bar.label}
                {own && <span className="vote-bar__mine"> (your vote)</span>}
              </span>
              <span className="vote-bar__track" aria-hidden="true">
                <span className="vote-bar__fill" style={{ width: `${percent}%` }} />
              </span>
              <span className="vote-bar__percent">{`${percent}%`}</span>
            </li>
          );
        })}
      </ul>
      <p className="vote-summary">{resultsSummary(tally.total, bars, wording)}</p>
      <p className="muted vote-tally">{voterTallyText(tally)}</p>
      <details className="vote-table">
        <summary>Show as table</summary>
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">Choice</th>
              <th scope="col">People</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.label}</th>
                <td>{bar.count.toLocaleString('en')}</td>
                <td>{`${Math.round(bar.percent)}%`}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{tally.total.toLocaleString('en')}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </details>
    </div>
  );
}
