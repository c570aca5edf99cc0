import { api } from '../../../shared/api/api';
import type { TagPageDto } from '../../../api/types';

export const tagApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTag: build.query<TagPageDto, string>({
      query: (tagID) => ({ url: '/tag/get', params: { tagID } }),
      providesTags: ['Content'],
    }),
  }),
});

export const { useGetTagQuery } = tagApi;
