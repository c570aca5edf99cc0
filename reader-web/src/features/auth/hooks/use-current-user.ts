import type { CurrentUser } from '../../../api/types';
import { useMe } from './use-me';

export interface CurrentUserState {
  user: CurrentUser | null;
  /** True until the first answer, so the header does not flash 'Log in' for a member. */
  isLoading: boolean;
}

/** Who is signed in, from GET /api/me (kept while another page's answer is on its way). */
export function useCurrentUser(): CurrentUserState {
  const { latest, failed } = useMe();
  return { user: latest?.User ?? null, isLoading: latest === undefined && !failed };
}
