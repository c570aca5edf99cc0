import { api } from '../../../app/api';
import type { ArtifactType, HistoryDto, LikeRevResultDto } from '../../../api/types';

export interface HistoryArgs {
  type: ArtifactType;
  id: string;
}

export const revisionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHistory: build.query<HistoryDto, HistoryArgs>({
      query: ({ type, id }) => ({ url: `/${type}/history`, params: { [`${type}ID`]: id } }),
      providesTags: ['History'],
    }),
    likeRevision: build.mutation<LikeRevResultDto, { objectID: string; liked: boolean }>({
      query: (body) => ({ url: '/likerev', method: 'POST', body }),
    }),
  }),
});

export const { useGetHistoryQuery, useLikeRevisionMutation } = revisionApi;
