import type { OwnVote } from '../../../api/types';
import { useMe } from '../../auth/hooks/use-me';

export type OwnAnswers = Partial<Record<OwnVote['Question'], string>>;

export interface OwnAnswersState {
  /** False until GET /api/me answered for this page: the widget shows no choice of its own yet. */
  known: boolean;
  answers: OwnAnswers;
  /** The version of the argument each answer rates ('' when none is recorded). */
  versions: OwnAnswers;
}

/** The reader's own latest answers to one vote widget on this page (signed in or not). */
export function useOwnAnswers(type: OwnVote['TargetType'], id: string): OwnAnswersState {
  const { me, failed } = useMe();
  if (!me) return { known: failed, answers: {}, versions: {} };
  const answers: OwnAnswers = {};
  const versions: OwnAnswers = {};
  for (const vote of me.Votes) {
    if (vote.TargetType === type && vote.TargetID === id) {
      answers[vote.Question] = vote.Value;
      versions[vote.Question] = vote.Version ?? '';
    }
  }
  return { known: true, answers, versions };
}
