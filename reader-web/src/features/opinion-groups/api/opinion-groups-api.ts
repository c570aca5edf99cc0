import { api } from '../../../shared/api/api';
import type { OpinionGroupsDto } from '../../../api/types';

export const opinionGroupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOpinionGroups: build.query<OpinionGroupsDto, string>({
      query: (convoID) => ({ url: '/convo/groups', params: { convoID } }),
      // An argument deleted or renamed leaves the lists (the answer only holds live arguments).
      providesTags: ['Content'],
    }),
  }),
});

export const { useGetOpinionGroupsQuery } = opinionGroupsApi;
