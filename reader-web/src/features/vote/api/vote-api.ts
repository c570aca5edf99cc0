import { api } from '../../../app/api';
import type {
  ArgResultsDto,
  ArgVoteDto,
  ConvoResultsDto,
  ConvoVoteDto,
  TakesDto,
  VoteSavedDto,
} from '../../../api/types';

/** The reader's own saved opinions, refreshed by each of their votes. */
const TAKES = { type: 'Vote', id: 'takes' } as const;

export const voteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArgResults: build.query<ArgResultsDto, string>({
      query: (argID) => ({ url: `/yourtake/results/${encodeURIComponent(argID)}` }),
      providesTags: (_result, _error, argID) => [{ type: 'Vote', id: `arg-${argID}` }],
    }),
    submitArgVote: build.mutation<VoteSavedDto, ArgVoteDto>({
      query: (body) => ({ url: '/yourtake/submit', method: 'POST', body }),
      invalidatesTags: (result, _error, { argID }) =>
        result?.CanSeeResults ? [{ type: 'Vote', id: `arg-${argID}` }, TAKES] : [],
    }),
    getConvoResults: build.query<ConvoResultsDto, string>({
      query: (convoID) => ({ url: `/yourtakeconvo/results/${encodeURIComponent(convoID)}` }),
      providesTags: (_result, _error, convoID) => [{ type: 'Vote', id: `convo-${convoID}` }],
    }),
    submitConvoVote: build.mutation<VoteSavedDto, ConvoVoteDto>({
      query: (body) => ({ url: '/yourtakeconvo/submit', method: 'POST', body }),
      invalidatesTags: (result, _error, { convoID }) =>
        result?.CanSeeResults ? [{ type: 'Vote', id: `convo-${convoID}` }, TAKES] : [],
    }),
    getTakes: build.query<TakesDto, void>({
      query: () => ({ url: '/yourtake/list' }),
      providesTags: [TAKES],
    }),
  }),
});

export const {
  useGetArgResultsQuery,
  useSubmitArgVoteMutation,
  useGetConvoResultsQuery,
  useSubmitConvoVoteMutation,
  useGetTakesQuery,
} = voteApi;
