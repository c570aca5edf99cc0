import { Link } from 'react-router-dom';
import type { SuggestionStateDto } from '../../../api/types';
import { OUTCOME_LABEL } from '../suggestion';

/** What became of a suggestion: open, a question (linked while it exists), or declined and why. */
export function SuggestionState({ state }: { state: SuggestionStateDto }) {
  const label = <strong className="suggestion-state__label">{OUTCOME_LABEL[state.Outcome]}</strong>;
  if (state.Outcome === 'open') return <>{label}: waiting for an editor.</>;
  if (state.Outcome === 'declined')
    return (
      <>
        {label}: <q className="suggestion-state__reason">{state.DeclineReason}</q>
      </>
    );
  return state.ConvoLink ? (
    <>
      {label}: <Link to={state.ConvoLink}>read the question</Link>
    </>
  ) : (
    <>{label} (since deleted).</>
  );
}
