import { Link } from 'react-router-dom';
import type { ArgSummaryDto, ConvoPositionDto } from '../../../api/types';
import { useGetOpinionGroupsQuery } from '../api/opinion-groups-api';
import './opinion-groups.css';

const voters = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'voter' : 'voters'}`;

/**
 * "Arguments that convince across groups" on a question's page, and, when the server shows them
 * (every group has at least 10 voters), the opinion groups with their most representative
 * arguments. Arguments are named from the page's own data; one the page no longer has is left out.
 */
export function OpinionGroups({
  convoID,
  positions,
}: {
  convoID: string;
  positions: ConvoPositionDto[];
}) {
  const { data } = useGetOpinionGroupsQuery(convoID);
  if (!data) return null;
  const args = new Map<string, ArgSummaryDto>();
  for (const pos of positions) for (const arg of pos.Arguments) args.set(arg.ArgID, arg);
  const bridging = data.Bridging.flatMap((id) => args.get(id) ?? []);
  const groups = data.Groups.map((group) => ({
    ...group,
    Representative: group.Representative.flatMap((r) => {
      const arg = args.get(r.ArgID);
      return arg ? [{ ...r, arg }] : [];
    }),
  }));
  if (bridging.length === 0 && groups.length === 0) return null;

  return (
    <section aria-labelledby="opinion-groups-title" className="opinion-groups">
      <h2 id="opinion-groups-title">Arguments that convince across groups</h2>
      {bridging.length > 0 ? (
        <>
          <p className="muted">
            Voters who rate arguments alike form opinion groups; these arguments convince most of
            every group, not just the largest.
          </p>
          <ol className="opinion-groups__bridging">
            {bridging.map((arg) => (
              <li key={arg.ArgID}>
                <Link to={arg.Link}>{arg.Title}</Link>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="muted">No argument convinces most of every group yet.</p>
      )}
      {groups.length > 0 && (
        <>
          <h3>Opinion groups</h3>
          <ul className="opinion-groups__groups">
            {groups.map((group) => (
              <li key={group.Label} className="opinion-groups__group">
                <h4>
                  Group {group.Label} · {voters(group.Voters)}
                </h4>
                {group.Representative.length > 0 && (
                  <ul>
                    {group.Representative.map(({ arg, Stance }) => (
                      <li key={arg.ArgID}>
                        <span className="muted">
                          {Stance === 'agree' ? 'Agrees with' : 'Disagrees with'}:
                        </span>{' '}
                        <Link to={arg.Link}>{arg.Title}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
