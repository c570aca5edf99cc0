import { api } from '../../../shared/api/api';
import type { PosPageDto } from '../../../api/types';

export const posApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPos: build.query<PosPageDto, string>({
      query: (posID) => ({ url: '/pos/get', params: { posID } }),
      providesTags: ['Content'],
    }),
  }),
});

export const { useGetPosQuery } = posApi;
