import { Link, useLocation } from 'react-router-dom';
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

/** What a link of the voting flow carries to the page it opens. */
interface FlowState {
  /** The link came from the voter's own order (the server's ShownRank): their vote carries the rank. */
  inVoterOrder?: boolean;
}

/**
 * The vote widget (#voting), then: the reader's place in the question and the way on,
 * to the next argument and, after the last one of a position, to the next position. The
 * addresses are the server's, followed by #voting.
 *
 * For a voter the server answers in their own order of each position's arguments (order-bias
 * control): asked again in the browser (the server render's answer is the editorial order, the
 * same for everyone) and after each vote (a first vote gives an anonymous reader the voter key).
 * 'Next position' then opens their first argument of it. A vote carries the rank it was shown at
 * only on a page this flow opened in the voter's order, never on one reached from a read page.
 */
export function NextArgLinks({ argID, vote, version, toHref }: NextArgLinksProps) {
  const { data } = useGetNextArgQuery(argID, { refetchOnMountOrArgChange: true });
  const arrivedInOrder = (useLocation().state as FlowState | null)?.inVoterOrder === true;
  const shownRank = arrivedInOrder ? data?.ShownRank : undefined;
  const state: FlowState | undefined =
    data?.ShownRank !== undefined ? { inVoterOrder: true } : undefined;
  const nextPos = data?.NextPosArg ?? data?.NextPos;
  return (
    <section id="voting" className="next-arg" aria-label="Keep reading">
      {vote && (
        <ArgVote key={argID} argID={argID} share={vote} version={version} shownRank={shownRank} />
      )}
      {data && (
        <>
          <p className="next-arg__place">
            {`Argument ${data.CurrentArg} of ${data.NumArguments} on this question`}
          </p>
          <div className="next-arg__links">
            {nextPos && (
              <Link
                className={data.NextArg ? 'button button--secondary' : 'button'}
                to={`${toHref(nextPos)}#voting`}
                state={data.NextPosArg ? state : undefined}
              >
                Next position
              </Link>
            )}
            {data.NextArg && (
              <Link className="button" to={`${toHref(data.NextArg)}#voting`} state={state}>
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
