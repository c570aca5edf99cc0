import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { ArgVoteQuestion } from '../../../api/types';
import { useViewer } from '../../auth/hooks/use-viewer';
import {
  useGetArgResultsAllVersionsQuery,
  useGetArgResultsQuery,
  useSubmitArgVoteMutation,
} from '../api/vote-api';
import { useOwnAnswers, type OwnAnswers } from '../hooks/use-own-answers';
import {
  SignupToSeeResults,
  VoteBars,
  VoteError,
  VotePending,
  VoterShare,
  VoteSubmit,
  useStepFocus,
  type StepFormProps,
  type VoteSharing,
} from './vote-parts';
import type { TextQuestion } from './text-answer-form';
import './vote.css';

export type ArgVoteStep =
  'agreement' | 'results' | 'convincing' | 'disagree' | 'consider' | 'complete';

export const LIKERT = [
  { value: '1', label: 'I strongly agree' },
  { value: '2', label: 'I agree' },
  { value: '3', label: "I'm undecided" },
  { value: '4', label: 'I disagree' },
  { value: '5', label: 'I strongly disagree' },
] as const;

// Shown only once the reader asks to tell why: a read page's first load carries none of it.
const TextAnswerForm = lazy(() =>
  import('./text-answer-form').then((m) => ({ default: m.TextAnswerForm })),
);

// Shown only to a voter whose rating is of an earlier version of the argument.
const VersionChanged = lazy(() =>
  import('./version-changed').then((m) => ({ default: m.VersionChanged })),
);

const NEXT_STEP: Record<TextQuestion, ArgVoteStep> = {
  convincing: 'disagree',
  disagree: 'consider',
  consider: 'complete',
};

function useStartTime(): number {
  const [start] = useState(() => Date.now());
  return start;
}

function AgreementForm({ initial, submitting, onSubmit }: StepFormProps) {
  const [choice, setChoice] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice) onSubmit(choice);
  };
  return (
    <form onSubmit={submit} aria-label="Your agreement">
      <fieldset>
        <legend>How much do you agree with this argument?</legend>
        {LIKERT.map(({ value, label }) => (
          <label key={value} className="vote-choice">
            <input
              type="radio"
              name="agreement"
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <VoteSubmit submitting={submitting} disabled={!choice} label="Submit" />
    </form>
  );
}

const RATED = { verb: 'rated it' };

/** The results of the current version, or of every version; and how many rated earlier ones. */
function ArgResults({ argID }: { argID: string }) {
  const [allVersions, setAllVersions] = useState(false);
  // Refetched after each vote: the bars wait for the new counts rather than show the old.
  const current = useGetArgResultsQuery(argID, { skip: allVersions });
  const all = useGetArgResultsAllVersionsQuery(argID, { skip: !allVersions });
  const { data: results, isFetching } = allVersions ? all : current;
  if (!results || isFetching) return <p className="loading">Loading...</p>;
  const earlier = results.EarlierVersions;
  return (
    <>
      <VoteBars
        label={allVersions ? 'Results, all versions' : 'Results'}
        tally={{ total: results.Total, signedIn: results.SignedIn }}
        wording={RATED}
        bars={LIKERT.map(({ value, label }) => {
          const result = results.Results.find((r) => r.Choice === value);
          return { key: value, label, count: result?.Count ?? 0, percent: result?.Percent ?? 0 };
        })}
      />
      {(earlier > 0 || allVersions) && (
        <p className="muted vote-versions">
          {allVersions
            ? `Counting every version of this argument: ${earlier} ${earlier === 1 ? 'rating is' : 'ratings are'} on earlier versions. `
            : `${earlier} ${earlier === 1 ? 'rating is' : 'ratings are'} on earlier versions. `}
          <button
            type="button"
            className="link-button"
            aria-pressed={allVersions}
            onClick={() => setAllVersions(!allVersions)}
          >
            {allVersions ? 'Show the current version only' : 'Show all versions'}
          </button>
        </p>
      )}
    </>
  );
}

/**
 * The argument vote: agreement, results, three prompts, complete. `version` is the argument's
 * current version as the page shows it: the vote says it rates that one, and a rating of an
 * earlier one is offered to be kept or changed. `shownRank`: the argument's place in its position
 * as the voting flow showed it, sent with each answer.
 */
export function ArgVote({
  argID,
  share,
  version = null,
  shownRank,
}: {
  argID: string;
  share: VoteSharing;
  version?: string | null;
  shownRank?: number;
}) {
  const { user } = useViewer();
  const startTime = useStartTime();
  const [submitVote, { isLoading, error, reset }] = useSubmitArgVoteMutation();
  const [chosen, setChosen] = useState<ArgVoteStep | null>(null);
  const [canSeeResults, setCanSeeResults] = useState(true);
  // The reader's own answers come with the page's personal answer (GET /api/me).
  const own = useOwnAnswers('arg', argID);
  // What this widget sent counts at once, before GET /api/me brings it back.
  const [sent, setSent] = useState<OwnAnswers>({});
  const answers: OwnAnswers = { ...own.answers, ...sent };
  const agreement = own.answers.agreement ?? null;
  const ratedVersion = own.versions.agreement ?? '';
  // Rated an earlier version, and not yet kept or changed here.
  const outdated =
    agreement !== null && version !== null && ratedVersion !== version && !('agreement' in sent);
  const step: ArgVoteStep | 'pending' =
    chosen ?? (!own.known ? 'pending' : agreement ? 'complete' : 'agreement');

  const { ref: stepRef, moved: stepMoved } = useStepFocus(step);

  const go = (next: ArgVoteStep) => {
    reset();
    stepMoved();
    setChosen(next);
  };

  const submit = async (question: ArgVoteQuestion, value: string, next: ArgVoteStep) => {
    const answer = await submitVote({
      argID,
      startTime,
      question,
      value,
      shownRank,
      ...(version ? { revID: version } : {}),
    });
    if ('data' in answer && answer.data) {
      if (question === 'agreement') setCanSeeResults(answer.data.CanSeeResults);
      setSent((before) => ({ ...before, [question]: value }));
      stepMoved();
      setChosen(next);
    }
  };

  let body;
  if (step === 'pending') {
    body = <VotePending />;
  } else if (step === 'agreement') {
    body = (
      <AgreementForm
        initial={answers.agreement ?? ''}
        submitting={isLoading}
        onSubmit={(value) => submit('agreement', value, 'results')}
      />
    );
  } else if (step === 'results') {
    body = (
      <>
        {canSeeResults && user ? <ArgResults argID={argID} /> : <SignupToSeeResults />}
        <button type="button" className="button" onClick={() => go('convincing')}>
          Tell us why you feel that way
        </button>
      </>
    );
  } else if (step === 'complete' && outdated && chosen === null) {
    body = (
      <Suspense fallback={<p className="loading">Loading...</p>}>
        <VersionChanged
          argID={argID}
          since={ratedVersion}
          keeping={isLoading}
          onKeep={() => void submit('agreement', agreement ?? '', 'results')}
          change={
            <button
              type="button"
              className="button button--secondary"
              onClick={() => go('agreement')}
            >
              Change my rating
            </button>
          }
        />
        <p className="vote-mine">
          {`Your vote: ${LIKERT.find((l) => l.value === agreement)?.label ?? agreement}`}
        </p>
      </Suspense>
    );
  } else if (step === 'complete') {
    body = (
      <>
        <p>Thank you for voting!</p>
        {agreement && chosen === null && (
          <p className="vote-mine">
            {`Your vote: ${LIKERT.find((l) => l.value === agreement)?.label ?? agreement}`}
          </p>
        )}
        <div className="vote-actions">
          {/* After a reload too: the saved answers fill the prompts in. */}
          <button type="button" className="button" onClick={() => go('convincing')}>
            Tell us why you feel that way
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => go('agreement')}
          >
            Update your vote
          </button>
        </div>
      </>
    );
  } else {
    const question = step;
    body = (
      <Suspense fallback={<p className="loading">Loading...</p>}>
        <TextAnswerForm
          key={question}
          question={question}
          initial={answers[question] ?? ''}
          submitting={isLoading}
          onSubmit={(value) => submit(question, value, NEXT_STEP[question])}
          onSkip={() => go(NEXT_STEP[question])}
        />
      </Suspense>
    );
  }

  return (
    <div className="vote" data-step={step}>
      <h2>Your take</h2>
      <div ref={stepRef} tabIndex={-1} className="vote-step">
        {body}
      </div>
      <VoteError error={error} />
      <VoterShare {...share} />
    </div>
  );
}
