import type { SuggestionStateDto } from '../../api/types';
import type { FieldRule } from '../edit/limits';

/**
 * A suggested question as the server checks it: the question under a question's title rule (it may
 * become one), why it matters one line of at most a question's description.
 */
export const SUGGESTION_RULES: Record<'Title' | 'Issue', FieldRule> = {
  Title: { min: 10, max: 75, multiline: false },
  Issue: { min: 20, max: 300, multiline: false },
};

/** A suggestion's state in words: open, became a question, or declined. */
export const OUTCOME_LABEL: Record<SuggestionStateDto['Outcome'], string> = {
  open: 'Open',
  question: 'Became a question',
  declined: 'Declined',
};
