import { useState, type FormEvent } from 'react';
import type { ArgVoteQuestion } from '../../../api/types';
import { useViewer } from '../../auth/hooks/use-viewer';
import { useGetArgResultsQuery, useSubmitArgVoteMutation } from '../api/vote-api';
import { useOneAtATime } from '../hooks/use-one-at-a-time';
import { useOwnAnswers, type OwnAnswers } from '../hooks/use-own-answers';
import {
  SignupToSeeResults,
  VoteBars,
  VoteError,
  VotePending,
  VoterShare,
  VoteSubmit,
  type VoteSharing,
} from './vote-parts';
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

type TextQuestion = Exclude<ArgVoteQuestion, 'agreement'>;

export const PROMPTS: Record<TextQuestion, string> = {
  convincing: 'What is the most convincing part of this argument for you?',
  disagree: 'What is the part of this argument you most disagree with?',
  consider: 'What would you want people who disagree with this argument to consider?',
};

const NEXT_STEP: Record<TextQuestion, ArgVoteStep> = {
  convincing: 'disagree',
  disagree: 'consider',
  consider: 'complete',
};

const MAX_ANSWER = 1000;

function useStartTime(): number {
  const [start] = useState(() => Date.now());
  return start;
}

interface StepFormProps {
  /** The reader's saved answer, chosen (or written) already. */
  initial: string;
  submitting: boolean;
  onSubmit: (value: string) => void;
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

function TextAnswerForm({
  question,
  initial,
  submitting,
  onSubmit,
  onSkip,
}: StepFormProps & { question: TextQuestion; onSkip: () => void }) {
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (/[\r\n]/.test(value)) {
      setInvalid('Your answer must be on one line.');
      return;
    }
    if (value.trim()) onSubmit(value.trim());
  };
  const id = `vote-${question}`;
  return (
    <form onSubmit={submit}>
      <label htmlFor={id}>{PROMPTS[question]}</label>
      <input
        id={id}
        type="text"
        maxLength={MAX_ANSWER}
        value={value}
        onChange={(event) => {
          setInvalid(null);
          setValue(event.target.value);
        }}
      />
      {invalid && (
        <p role="alert" className="form-error">
          {invalid}
        </p>
      )}
      <div className="vote-actions">
        <VoteSubmit submitting={submitting} disabled={!value.trim()} label="Submit" />
        <button
          type="button"
          className="button button--secondary"
          disabled={submitting}
          onClick={onSkip}
        >
          Skip
        </button>
      </div>
    </form>
  );
}

/** The argument vote: agreement, results, three prompts, complete. */
export function ArgVote({ argID, share }: { argID: string; share: VoteSharing }) {
  const { user } = useViewer();
  const startTime = useStartTime();
  // Refetched after each vote: the bars wait for the new counts rather than show the old.
  const { data: results, isFetching } = useGetArgResultsQuery(argID, { skip: !user });
  const [submitVote, { isLoading, error, reset }] = useSubmitArgVoteMutation();
  const [chosen, setChosen] = useState<ArgVoteStep | null>(null);
  const [canSeeResults, setCanSeeResults] = useState(true);
  // The reader's own answers come with the page's personal answer (GET /api/me).
  const own = useOwnAnswers('arg', argID);
  // What this widget sent counts at once, before GET /api/me brings it back.
  const [sent, setSent] = useState<OwnAnswers>({});
  const answers: OwnAnswers = { ...own.answers, ...sent };
  const agreement = own.answers.agreement ?? null;
  const step: ArgVoteStep | 'pending' =
    chosen ?? (!own.known ? 'pending' : agreement ? 'complete' : 'agreement');

  const go = (next: ArgVoteStep) => {
    reset();
    setChosen(next);
  };

  const submit = useOneAtATime(
    async (question: ArgVoteQuestion, value: string, next: ArgVoteStep) => {
      const answer = await submitVote({ argID, startTime, question, value });
      if ('data' in answer && answer.data) {
        if (question === 'agreement') setCanSeeResults(answer.data.CanSeeResults);
        setSent((before) => ({ ...before, [question]: value }));
        setChosen(next);
      }
    },
  );

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
        {canSeeResults && user ? (
          results && !isFetching ? (
            <VoteBars
              label="Results"
              tally={{ total: results.Total, signedIn: results.SignedIn }}
              bars={LIKERT.map(({ value, label }) => ({
                key: value,
                label,
                percent: results.Results.find((r) => r.Choice === value)?.Percent ?? 0,
              }))}
            />
          ) : (
            <p className="loading">Loading...</p>
          )
        ) : (
          <SignupToSeeResults />
        )}
        <button type="button" className="button" onClick={() => go('convincing')}>
          Tell us why you feel that way
        </button>
      </>
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
        <button type="button" className="button button--secondary" onClick={() => go('agreement')}>
          Update your vote
        </button>
      </>
    );
  } else {
    const question = step;
    body = (
      <TextAnswerForm
        key={question}
        question={question}
        initial={answers[question] ?? ''}
        submitting={isLoading}
        onSubmit={(value) => submit(question, value, NEXT_STEP[question])}
        onSkip={() => go(NEXT_STEP[question])}
      />
    );
  }

  return (
    <div className="vote" data-step={step}>
      <h2>Your take</h2>
      {body}
      <VoteError error={error} />
      <VoterShare {...share} />
    </div>
  );
}
