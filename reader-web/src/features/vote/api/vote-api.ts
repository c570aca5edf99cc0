import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { api } from '../../../shared/api/api';
import { OWN_VOTES } from '../../auth/api/auth-api';
import type { ApiError, ApiRequest } from '../../../shared/api/base-query';
import type {
  ArgChangesDto,
  ArgResultsDto,
  ArgVoteDto,
  ConvoResultsDto,
  ConvoVoteDto,
  TakesDto,
  VoteSavedDto,
} from '../../../api/types';

/**
 * An anonymous vote from a browser without the site's voter cookie is not counted: the API answers
 * 428 and sets the cookie. Sending the vote once more (now with the cookie) counts it, so a
 * visitor's first vote just works while a client that keeps no cookies never becomes a voter.
 */
export const VOTER_COOKIE_SET = 428;

type Answer<T> =
  { data: T; meta?: FetchBaseQueryMeta } | { error: ApiError; meta?: FetchBaseQueryMeta };

async function castVote(
  baseQuery: (request: ApiRequest) => unknown,
  request: ApiRequest,
): Promise<Answer<VoteSavedDto>> {
  const first = (await baseQuery(request)) as Answer<VoteSavedDto>;
  if ('error' in first && first.error.status === VOTER_COOKIE_SET) {
    return (await baseQuery(request)) as Answer<VoteSavedDto>;
  }
  return first;
}

/** The reader's own saved opinions, refreshed by each of their votes. */
const TAKES = { type: 'Vote', id: 'takes' } as const;

type VoteTag = { type: 'Vote'; id: string };

/** A saved vote changes the reader's own answers; the results and their takes only if they may see them. */
function ownVoteChanged(result: VoteSavedDto | undefined, results: VoteTag): VoteTag[] {
  if (!result) return [];
  return result.CanSeeResults ? [results, TAKES, OWN_VOTES] : [OWN_VOTES];
}

export const voteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArgResults: build.query<ArgResultsDto, string>({
      query: (argID) => ({ url: `/yourtake/results/${encodeURIComponent(argID)}` }),
      providesTags: (_result, _error, argID) => [{ type: 'Vote', id: `arg-${argID}` }],
    }),
    /** Every version's latest ratings, not only the current version's. */
    getArgResultsAllVersions: build.query<ArgResultsDto, string>({
      query: (argID) => ({
        url: `/yourtake/results/${encodeURIComponent(argID)}`,
        params: { versions: 'all' },
      }),
      providesTags: (_result, _error, argID) => [{ type: 'Vote', id: `arg-${argID}` }],
    }),
    /** What changed in what an argument says since a revision of it (the version a voter rated). */
    getArgChanges: build.query<ArgChangesDto, { argID: string; since: string }>({
      query: (params) => ({ url: '/arg/changes', params }),
      providesTags: ['Content'],
    }),
    submitArgVote: build.mutation<VoteSavedDto, ArgVoteDto>({
      queryFn: (body, _api, _extra, baseQuery) =>
        castVote(baseQuery, { url: '/yourtake/submit', method: 'POST', body }),
      invalidatesTags: (result, _error, { argID }) =>
        ownVoteChanged(result, { type: 'Vote', id: `arg-${argID}` }),
    }),
    getConvoResults: build.query<ConvoResultsDto, string>({
      query: (convoID) => ({ url: `/yourtakeconvo/results/${encodeURIComponent(convoID)}` }),
      providesTags: (_result, _error, convoID) => [{ type: 'Vote', id: `convo-${convoID}` }],
    }),
    submitConvoVote: build.mutation<VoteSavedDto, ConvoVoteDto>({
      queryFn: (body, _api, _extra, baseQuery) =>
        castVote(baseQuery, { url: '/yourtakeconvo/submit', method: 'POST', body }),
      invalidatesTags: (result, _error, { convoID }) =>
        ownVoteChanged(result, { type: 'Vote', id: `convo-${convoID}` }),
    }),
    getTakes: build.query<TakesDto, void>({
      query: () => ({ url: '/yourtake/list' }),
      providesTags: [TAKES],
    }),
  }),
});

export const {
  useGetArgResultsQuery,
  useGetArgResultsAllVersionsQuery,
  useGetArgChangesQuery,
  useSubmitArgVoteMutation,
  useGetConvoResultsQuery,
  useSubmitConvoVoteMutation,
  useGetTakesQuery,
} = voteApi;
