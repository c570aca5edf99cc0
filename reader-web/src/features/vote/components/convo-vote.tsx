import { useState, type FormEvent } from 'react';
import type { ConvoPositionDto, ConvoResultsDto } from '../../../api/types';
import { useViewer } from '../../auth/hooks/use-viewer';
import { LazyCrossTab } from '../../crosstab/components/lazy-crosstab';
import { useGetConvoResultsQuery, useSubmitConvoVoteMutation } from '../api/vote-api';
import { useOwnAnswers } from '../hooks/use-own-answers';
import {
  SignupToSeeResults,
  VoteBars,
  VoteError,
  VotePending,
  VoterShare,
  VoteSubmit,
  useStepFocus,
  type VoteSharing,
} from './vote-parts';
import type { ChartBar } from './vote-chart-text';
import './vote.css';

export type ConvoVoteStep = 'form' | 'results' | 'complete';

const VOTED = { verb: 'voted', choicePrefix: 'for' };

/** A bar per position, in the page's order, with its voters and share. */
function positionBars(
  positions: Pick<ConvoPositionDto, 'PosID' | 'Title'>[],
  results: ConvoResultsDto,
): ChartBar[] {
  return positions.map((pos) => {
    const result = results.Results.find((r) => r.Choice === pos.PosID);
    return {
      key: pos.PosID,
      label: pos.Title,
      count: result?.Count ?? 0,
      percent: result?.Percent ?? 0,
    };
  });
}

interface ConvoVoteProps {
  convoID: string;
  positions: Pick<ConvoPositionDto, 'PosID' | 'Title'>[];
  share: VoteSharing;
}

/** The question vote: pick a position, see the results, then complete. */
export function ConvoVote({ convoID, positions, share }: ConvoVoteProps) {
  const { user } = useViewer();
  const [startTime] = useState(() => Date.now());
  // Refetched after each vote: the bars wait for the new counts rather than show the old.
  const { data: results, isFetching } = useGetConvoResultsQuery(convoID, { skip: !user });
  const [submitVote, { isLoading, error, reset }] = useSubmitConvoVoteMutation();
  const [chosen, setChosen] = useState<ConvoVoteStep | null>(null);
  const [choice, setChoice] = useState('');
  const [canSeeResults, setCanSeeResults] = useState(true);
  // The reader's own vote comes with the page's personal answer (GET /api/me), not the results.
  const own = useOwnAnswers('convo', convoID);
  const mine = own.answers.position ?? null;
  const step: ConvoVoteStep | 'pending' =
    chosen ?? (!own.known ? 'pending' : mine ? 'complete' : 'form');
  const { ref: stepRef, moved: stepMoved } = useStepFocus(step);
  const go = (next: ConvoVoteStep) => {
    stepMoved();
    setChosen(next);
  };

  if (positions.length === 0) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    const answer = await submitVote({ convoID, startTime, value: choice });
    if ('data' in answer && answer.data) {
      setCanSeeResults(answer.data.CanSeeResults);
      go('results');
    }
  };

  let body;
  if (step === 'pending') {
    body = <VotePending />;
  } else if (step === 'form') {
    body = (
      <form onSubmit={submit} aria-label="Your vote">
        <fieldset>
          <legend>Which position do you hold?</legend>
          {positions.map((pos) => (
            <label key={pos.PosID} className="vote-choice">
              <input
                type="radio"
                name="position"
                value={pos.PosID}
                checked={choice === pos.PosID}
                onChange={() => setChoice(pos.PosID)}
              />{' '}
              {pos.Title}
            </label>
          ))}
        </fieldset>
        <VoteSubmit submitting={isLoading} disabled={!choice} label="Vote" />
      </form>
    );
  } else if (step === 'results') {
    body =
      canSeeResults && user ? (
        results && !isFetching ? (
          <>
            <VoteBars
              label="Results"
              tally={{ total: results.Total, signedIn: results.SignedIn }}
              bars={positionBars(positions, results)}
              wording={VOTED}
            />
            <LazyCrossTab convoID={convoID} />
            <button type="button" className="button" onClick={() => go('complete')}>
              Done
            </button>
          </>
        ) : (
          <p className="loading">Loading...</p>
        )
      ) : (
        <SignupToSeeResults />
      );
  } else {
    body = (
      <>
        <p>Thank you for voting!</p>
        {results && (
          <VoteBars
            label="Results"
            mine={mine ?? undefined}
            tally={{ total: results.Total, signedIn: results.SignedIn }}
            bars={positionBars(positions, results)}
            wording={VOTED}
          />
        )}
        {results && <LazyCrossTab convoID={convoID} />}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            reset();
            setChoice(mine ?? '');
            go('form');
          }}
        >
          Update your vote
        </button>
      </>
    );
  }

  return (
    <section className="vote" aria-labelledby="convo-vote-title" data-step={step}>
      <h2 id="convo-vote-title">Your vote</h2>
      <div ref={stepRef} tabIndex={-1} className="vote-step">
        {body}
      </div>
      <VoteError error={error} />
      <VoterShare {...share} />
    </section>
  );
}
