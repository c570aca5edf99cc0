import type { CrossTabCellDto } from '../../../api/types';
import { useGetConvoQuery } from '../../convo/api/convo-api';
import { useGetCrossTabQuery } from '../api/crosstab-api';
import { RatingBar, RatingLegend, ratingText } from './rating-bar';
import './crosstab.css';

const WITHHELD_NOTE =
  'Withheld: fewer than 10 voters, or a cell from which such a cell could be worked out.';

function Cell({ cell }: { cell: CrossTabCellDto | undefined }) {
  if (!cell || cell.Withheld || !cell.Counts)
    return (
      <td className="crosstab-cell crosstab-cell--withheld" title={WITHHELD_NOTE}>
        Withheld
      </td>
    );
  return (
    <td className="crosstab-cell" title={ratingText(cell.Counts)}>
      <RatingBar counts={cell.Counts} />
      <span className="crosstab-cell__figures">
        mean {cell.Mean?.toFixed(2)} · {cell.Voters} voters
      </span>
      <span className="visually-hidden">: {ratingText(cell.Counts)}</span>
    </td>
  );
}

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
                    {row === null ? 'No position chosen' : positions.get(row)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {columns.map((arg) => (
                <tr key={arg}>
                  <th scope="row">{args.get(arg)}</th>
                  {rows.map((row) => (
                    <Cell key={row ?? ''} cell={cellOf(row, arg)} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
