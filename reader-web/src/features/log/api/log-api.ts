import { api } from '../../../app/api';
import type { LogAction } from '../log-actions';

/** One public moderation action (GET /api/log/list/{page}). */
export interface LogEntryDto {
  LogID: string;
  Action: string;
  ActorName: string;
  TargetType: string;
  TargetName: string;
  /** The reader path of the target (or of a comment's thread); '' when it has none. */
  TargetLink: string;
  Reason: string;
  /** A short detail: "user → editor" for a role change; '' otherwise. */
  Details: string;
  Created: string;
}

export interface LogListDto {
  Entries: LogEntryDto[];
  HasMore: boolean;
}

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
