import type { TakeDto } from '../../api/types';
import { LIKERT } from './components/arg-vote';

const QUESTION_LABEL: Record<string, string> = {
  position: 'Your position',
  agreement: 'Your agreement',
  convincing: 'Most convincing part',
  disagree: 'What you most disagree with',
  consider: 'What people who disagree should consider',
};

/** What the saved answer was about, in the reader's words. */
export function takeQuestionLabel(take: TakeDto): string {
  return QUESTION_LABEL[take.Question] ?? take.Question;
}

/** The answer itself: a Likert value reads as its words ("I agree"), the rest as given. */
export function takeValueLabel(take: TakeDto): string {
  if (take.Question !== 'agreement') return take.Value;
  const choice = LIKERT.find((c) => c.value === take.Value);
  return choice ? choice.label : take.Value;
}

/** Runs of answers about the same target, keeping the newest-first order. */
export function groupTakes(takes: TakeDto[]): TakeDto[][] {
  const groups: TakeDto[][] = [];
  for (const take of takes) {
    const last = groups.at(-1);
    if (last && last[0].TargetType === take.TargetType && last[0].TargetID === take.TargetID) {
      last.push(take);
    } else {
      groups.push([take]);
    }
  }
  return groups;
}
