import { Link } from 'react-router-dom';
import { ArgVote } from '../../vote/components/arg-vote';
import type { VoteSharing } from '../../vote/components/vote-parts';
import { useGetNextArgQuery } from '../api/arg-api';

interface NextArgLinksProps {
  argID: string;
  /** The vote widget, on read pages; edit pages show only the way on. */
  vote: VoteSharing | null;
  /** The argument's current version, as the page shows it (what a vote rates). */
  version?: string | null;
  toHref: (link: string) => string;
}

/**
 * The vote widget (#voting), then: the reader's place in the question and the way on,
 * to the next argument and, after the last one of a position, to the next position. The
 * addresses are the server's, followed by #voting.
 */
export function NextArgLinks({ argID, vote, version, toHref }: NextArgLinksProps) {
  const { data } = useGetNextArgQuery(argID);
  return (
    <section id="voting" className="next-arg" aria-label="Keep reading">
      {vote && <ArgVote key={argID} argID={argID} share={vote} version={version} />}
      {data && (
        <>
          <p className="next-arg__place">
            {`Argument ${data.CurrentArg} of ${data.NumArguments} on this question`}
          </p>
          <div className="next-arg__links">
            {data.NextPos && (
              <Link
                className={data.NextArg ? 'button button--secondary' : 'button'}
                to={`${toHref(data.NextPos)}#voting`}
              >
                Next position
              </Link>
            )}
            {data.NextArg && (
              <Link className="button" to={`${toHref(data.NextArg)}#voting`}>
                Next argument
              </Link>
            )}
            {!data.NextArg && !data.NextPos && <p>This is the last argument of the question.</p>}
          </div>
        </>
      )}
    </section>
  );
}
