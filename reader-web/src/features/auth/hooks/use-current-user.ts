import type { CurrentUser } from '../../../api/types';
import { useGetHomeQuery } from '../api/auth-api';

export interface CurrentUserState {
  user: CurrentUser | null;
  /** True until the first answer, so the header does not flash 'Log in' for a member. */
  isLoading: boolean;
}

export function useCurrentUser(): CurrentUserState {
  const { data, isLoading } = useGetHomeQuery();
  return { user: data?.User ?? null, isLoading };
}
