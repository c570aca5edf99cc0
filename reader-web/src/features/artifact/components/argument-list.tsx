import { ListLink } from '../../../shared/components/list-link';
import type { ArgSummaryDto } from '../../../api/types';
import { inMode } from '../artifact-types';

interface ArgumentListProps {
  args: ArgSummaryDto[];
  editing: boolean;
  /** Shown when there are no arguments. */
  empty: string;
}

/** The ordered arguments of a position: title linking the argument, then its short description. */
export function ArgumentList({ args, editing, empty }: ArgumentListProps) {
  if (args.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ol className="argument-list">
      {args.map((arg) => (
        <li key={arg.ArgID}>
          <ListLink to={inMode(arg.Link, editing)} className="argument-list__title">
            {arg.Title}
          </ListLink>
          {arg.Description && <p>{arg.Description}</p>}
        </li>
      ))}
    </ol>
  );
}
