import { api, onWriteSuccess } from '../../../shared/api/api';
import type {
  NewReqRequest,
  NewReqResultDto,
  ReqListDto,
  ReqPageDto,
  SuggestionListDto,
} from '../../../api/types';

/** What requests are about: a question, an argument, or (admin requests) the site itself. */
export type ReqTarget = { type: 'convo' | 'arg'; id: string } | { type: 'admin' };

export const reqApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReqList: build.query<ReqListDto, ReqTarget>({
      query: (target) => ({
        url: '/req/list',
        params:
          target.type === 'admin'
            ? { artifactType: 'admin' }
            : { artifactType: target.type, artifactID: target.id },
      }),
      providesTags: ['Content'],
    }),
    getReq: build.query<ReqPageDto, string>({
      query: (reqID) => ({ url: '/req/get', params: { reqID } }),
      providesTags: ['Content'],
    }),
    /** A user's suggested questions with their states (their profile), newest first. */
    getSuggestions: build.query<SuggestionListDto, string>({
      query: (username) => ({ url: '/req/suggestions', params: { username } }),
      providesTags: ['Content'],
    }),
    newReq: build.mutation<NewReqResultDto, NewReqRequest>({
      query: (body) => ({ url: '/req/new', method: 'POST', body }),
      invalidatesTags: onWriteSuccess,
    }),
  }),
});

export const { useGetReqListQuery, useGetReqQuery, useGetSuggestionsQuery, useNewReqMutation } =
  reqApi;
