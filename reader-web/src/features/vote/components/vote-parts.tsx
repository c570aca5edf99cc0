import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { ShareBar } from '../../share/components/share-bar';
import type { VoteChartProps } from './vote-chart';

// The results show after a vote, to signed-in voters: a read page's first load carries none of it.
const VoteChart = lazy(() => import('./vote-chart').then((m) => ({ default: m.VoteChart })));

/** The results: a bar per choice, with a sentence and a table of the same figures. */
export function VoteBars(props: VoteChartProps) {
  return (
    <Suspense fallback={<p className="loading">Loading...</p>}>
      <VoteChart {...props} />
    </Suspense>
  );
}

/**
 * Until the page's personal answer (GET /api/me) says whether the reader voted: the widget's
 * space, with no choice of its own shown (the page's HTML is the same for everyone).
 */
export function VotePending() {
  return (
    <p className="loading vote-pending" role="status">
      Loading your vote...
    </p>
  );
}

/** What an anonymous voter sees instead of the results. */
export function SignupToSeeResults() {
  return (
    <p className="vote-signup">
      <Link to="/signup">Sign up</Link> or <Link to="/login">log in</Link> to see the results!
    </p>
  );
}

/**
 * Keyboard focus for a vote widget's step (`ref` on an element with tabIndex -1 around it): when
 * the reader moved to the step (`moved()` before changing it: a vote sent, a button pressed), the
 * control they used went away with its step, and focus would fall back to the top of the page. It
 * goes to the new step instead; a step shown on arrival takes none.
 */
export function useStepFocus(step: string) {
  const ref = useRef<HTMLDivElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    // A step may have put focus on its own control already (a prompt's text box).
    if (!ref.current?.contains(document.activeElement)) ref.current?.focus();
  }, [step]);
  return {
    ref,
    moved: () => {
      pending.current = true;
    },
  };
}

/** A vote step's form. */
export interface StepFormProps {
  /** The reader's saved answer, chosen (or written) already. */
  initial: string;
  submitting: boolean;
  onSubmit: (value: string) => void;
}

/** A vote form's submit button: 'Submitting...', and not pressable, while the vote is sent. */
export function VoteSubmit({
  submitting,
  disabled,
  label,
}: {
  submitting: boolean;
  disabled: boolean;
  label: string;
}) {
  return (
    <button type="submit" className="button" disabled={submitting || disabled}>
      {submitting ? 'Submitting...' : label}
    </button>
  );
}

export function VoteError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="form-error">
      {errorMessage(error)}
    </p>
  );
}

/** What a voter shares: the page they voted on. */
export interface VoteSharing {
  path: string;
  title: string;
}

export function VoterShare({ path, title }: VoteSharing) {
  return (
    <div className="vote-share">
      <p>Invite your friends to vote!</p>
      <ShareBar path={path} title={title} label="Invite your friends" />
    </div>
  );
}
