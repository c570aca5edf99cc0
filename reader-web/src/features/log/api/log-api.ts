import type { LogListDto } from '../../../api/types';
import { api } from '../../../shared/api/api';
import type { LogAction } from '../log-actions';

export interface LogArgs {
  /** Only this kind of action; null for all of them. */
  action: LogAction | null;
  /** The page the list starts at (?page= of /log); Load more reads the pages after it. */
  page: number;
}

export const logApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The public moderation log, newest first; each page param counts pages after args.page. */
    getLog: build.infiniteQuery<LogListDto, LogArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          lastPage.HasMore ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg: { action, page }, pageParam }) => ({
        url: `/log/list/${page + pageParam}`,
        params: action ? { action } : undefined,
      }),
      // Every write may add an entry.
      providesTags: ['Content', 'History'],
    }),
  }),
});

export const { useGetLogInfiniteQuery } = logApi;
