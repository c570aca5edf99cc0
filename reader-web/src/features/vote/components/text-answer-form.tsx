import { useState, type FormEvent } from 'react';
import type { ArgVoteQuestion } from '../../../api/types';
import { VoteSubmit, type StepFormProps } from './vote-parts';

export type TextQuestion = Exclude<ArgVoteQuestion, 'agreement'>;

export const PROMPTS: Record<TextQuestion, string> = {
  convincing: 'What is the most convincing part of this argument for you?',
  disagree: 'What is the part of this argument you most disagree with?',
  consider: 'What would you want people who disagree with this argument to consider?',
};

const MAX_ANSWER = 1000;

/** One of the argument vote's 'Tell us why' prompts, with the reader's saved answer filled in. */
export function TextAnswerForm({
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
