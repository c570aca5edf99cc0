import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ArgVoteQuestion } from '../../../api/types';
import { VoteSubmit, type StepFormProps } from './vote-parts';

export type TextQuestion = Exclude<ArgVoteQuestion, 'agreement'>;

export const PROMPTS: Record<TextQuestion, string> = {
  convincing: 'What is the most convincing part of this argument for you?',
  disagree: 'What is the part of this argument you most disagree with?',
  consider: 'What would you want people who disagree with this argument to consider?',
};

const MAX_ANSWER = 1000;

/**
 * One of the argument vote's 'Tell us why' prompts, with the reader's saved answer filled in; an
 * answer may run over several lines.
 */
export function TextAnswerForm({
  question,
  initial,
  submitting,
  onSubmit,
  onSkip,
}: StepFormProps & { question: TextQuestion; onSkip: () => void }) {
  const [value, setValue] = useState(initial);
  const field = useRef<HTMLTextAreaElement>(null);
  // A prompt is only ever reached from the step before it: the reader writes at once.
  useEffect(() => field.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onSubmit(value.trim());
  };
  const id = `vote-${question}`;
  return (
    <form onSubmit={submit}>
      <label htmlFor={id}>{PROMPTS[question]}</label>
      <textarea
        ref={field}
        id={id}
        rows={4}
        maxLength={MAX_ANSWER}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
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
