import type { CrossTabCellDto } from '../../../api/types';
import { useGetConvoQuery } from '../../convo/api/convo-api';
import { useGetCrossTabQuery } from '../api/crosstab-api';
import { crossTabSummary } from './crosstab-text';
import { RATINGS, RatingBar, RatingLegend, ratingText } from './rating-bar';
import './crosstab.css';

const WITHHELD_NOTE =
  'Withheld: fewer than 10 voters, or a cell from which such a cell could be worked out.';

function Cell({ cell, context }: { cell: CrossTabCellDto | undefined; context: string }) {
  if (!cell || cell.Withheld || !cell.Counts)
    return (
      <td className="crosstab-cell crosstab-cell--withheld" title={WITHHELD_NOTE}>
        Withheld
      </td>
    );
  return (
    <td className="crosstab-cell" title={ratingText(cell.Counts)}>
      <RatingBar counts={cell.Counts} context={context} />
      <span className="crosstab-cell__figures">
        mean {cell.Mean?.toFixed(2)} · {cell.Voters} voters
      </span>
    </td>
  );
}

const rowName = (positions: Map<string, string>, row: string | null) =>
  row === null ? 'No position chosen' : (positions.get(row) ?? '');

/**
 * How each position's voters rate the question's arguments: the latest published release (for
 * signed-in readers, like the results), arguments down, positions across. Titles come from the
 * question's page, already loaded.
 */
export function CrossTabTable({ convoID }: { convoID: string }) {
  const { data: page } = useGetConvoQuery(convoID);
  const { data: tab, isLoading, isError } = useGetCrossTabQuery(convoID);
  const heading = "How each position's voters rate its arguments";
  let body;
  if (isLoading || !page) body = <p className="loading">Loading...</p>;
  else if (isError || !tab) body = <p className="muted">The cross-tab could not be loaded.</p>;
  else if (!tab.Released)
    body = (
      <p className="muted">
        Not published yet: it appears once at least {tab.MinChanges} people have voted.
      </p>
    );
  else {
    const positions = new Map(page.Positions.map((pos) => [pos.PosID, pos.Title]));
    const args = new Map(
      page.Positions.flatMap((pos) => pos.Arguments.map((arg) => [arg.ArgID, arg.Title] as const)),
    );
    const rows = tab.Rows.filter((row) => row === null || positions.has(row));
    const columns = tab.Args.filter((arg) => args.has(arg));
    const cellOf = (row: string | null, arg: string) =>
      tab.Cells.find((cell) => cell.PosID === row && cell.ArgID === arg);
    const pairs = columns.flatMap((arg) =>
      rows.map((row) => ({ arg, row, cell: cellOf(row, arg) })),
    );
    const shown = pairs.flatMap(({ arg, row, cell }) =>
      cell && !cell.Withheld && cell.Counts
        ? [{ arg, row, counts: cell.Counts, voters: cell.Voters ?? 0, mean: cell.Mean ?? 0 }]
        : [],
    );
    body = (
      <>
        <RatingLegend />
        <div className="crosstab-scroll">
          <table className="crosstab-table">
            <caption className="visually-hidden">{heading}</caption>
            <thead>
              <tr>
                <th scope="col">Argument</th>
                {rows.map((row) => (
                  <th scope="col" key={row ?? ''}>
                    {rowName(positions, row)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {columns.map((arg) => (
                <tr key={arg}>
                  <th scope="row">{args.get(arg)}</th>
                  {rows.map((row) => (
                    <Cell
                      key={row ?? ''}
                      cell={cellOf(row, arg)}
                      context={`${args.get(arg)}, ${rowName(positions, row)}`}
                    />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="crosstab-summary">
          {crossTabSummary(
            shown.map(({ arg, row, voters, mean }) => ({
              arg: args.get(arg) ?? '',
              position: row === null ? null : (positions.get(row) ?? ''),
              voters,
              mean,
            })),
            pairs.length - shown.length,
          )}
        </p>
        {shown.length > 0 && (
          <details className="crosstab-figures">
            <summary>Show the ratings as a table</summary>
            {/* Wider than a phone: scrolled sideways, so keyboard users can focus it (WCAG 2.1.1). */}
            <div
              className="crosstab-scroll"
              role="region"
              aria-label="Voters per rating"
              tabIndex={0}
            >
              <table className="crosstab-counts">
                <caption>Voters per rating, by argument and position</caption>
                <thead>
                  <tr>
                    <th scope="col">Argument</th>
                    <th scope="col">Position</th>
                    {RATINGS.map((label, i) => (
                      <th scope="col" key={label}>
                        {i + 1} {label}
                      </th>
                    ))}
                    <th scope="col">Voters</th>
                    <th scope="col">Mean</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map(({ arg, row, counts, voters, mean }) => (
                    <tr key={`${arg} ${row ?? ''}`}>
                      <th scope="row">{args.get(arg)}</th>
                      <td>{rowName(positions, row)}</td>
                      {counts.map((n, i) => (
                        <td key={RATINGS[i]}>{n}</td>
                      ))}
                      <td>{voters}</td>
                      <td>{mean.toFixed(2)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        )}
        <p className="muted crosstab-note">
          Ratings from 1 (I strongly agree) to 5 (I strongly disagree). Published{' '}
          {tab.ReleasedAt ? new Date(tab.ReleasedAt).toLocaleDateString() : ''}; updated after at
          least {tab.MinChanges} more votes. {WITHHELD_NOTE}
        </p>
      </>
    );
  }
  return (
    <section className="crosstab" aria-labelledby={`crosstab-${convoID}`}>
      <h3 id={`crosstab-${convoID}`}>{heading}</h3>
      {body}
    </section>
  );
}
