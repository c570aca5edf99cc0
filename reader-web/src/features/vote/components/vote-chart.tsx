import { type KeyboardEvent, useRef, useState } from 'react';
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

/** The bar a key moves to from `at` among `count` (WAI's composite widgets); undefined: not ours. */
export function barAfterKey(key: string, at: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return Math.min(at + 1, count - 1);
    case 'ArrowUp':
    case 'ArrowLeft':
      return Math.max(at - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * The results as bars, a sentence and a table with the same figures (WAI's complex images: a
 * short and a long description). The chart is one stop in the tab order (a roving tabindex): Tab
 * reaches its bar, the arrow keys, Home and End move between bars, each named by its figures, and
 * the next Tab leaves it; nothing in it holds the focus.
 */
export function VoteChart({ label, bars, tally, wording, mine }: VoteChartProps) {
  const [active, setActive] = useState(0);
  const items = useRef<(HTMLLIElement | null)[]>([]);
  const move = (event: KeyboardEvent<HTMLUListElement>) => {
    const next = barAfterKey(event.key, active, bars.length);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    items.current[next]?.focus();
  };
  return (
    <div className="vote-results">
      <ul aria-label={label} className="vote-bars" onKeyDown={move}>
        {bars.map((bar, index) => {
          const percent = Math.round(bar.percent);
          const own = bar.key === mine;
          return (
            <li
              key={bar.key}
              className={own ? 'vote-bar vote-bar--mine' : 'vote-bar'}
              ref={(item) => {
                items.current[index] = item;
              }}
              tabIndex={index === Math.min(active, bars.length - 1) ? 0 : -1}
              onFocus={() => setActive(index)}
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
