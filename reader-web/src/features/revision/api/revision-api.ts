import { api } from '../../../shared/api/api';
import type { ArtifactType, HistoryDto, LikeRevResultDto } from '../../../api/types';

export interface HistoryArgs {
  type: ArtifactType;
  id: string;
}

export const revisionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Pages of the history, newest first; each further page starts at the last one's NextCursor. */
    getHistory: build.infiniteQuery<HistoryDto, HistoryArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.NextCursor,
      },
      query: ({ queryArg: { type, id }, pageParam }) => ({
        url: `/${type}/history`,
        params: { [`${type}ID`]: id, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      providesTags: ['History'],
    }),
    likeRevision: build.mutation<LikeRevResultDto, { objectID: string; liked: boolean }>({
      query: (body) => ({ url: '/likerev', method: 'POST', body }),
    }),
  }),
});

export const { useGetHistoryInfiniteQuery, useLikeRevisionMutation } = revisionApi;
