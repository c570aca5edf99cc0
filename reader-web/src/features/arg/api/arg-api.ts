import { api } from '../../../shared/api/api';
import type { ArgPageDto, NextArgDto } from '../../../api/types';

export const argApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArg: build.query<ArgPageDto, string>({
      query: (argID) => ({ url: '/arg/get', params: { argID } }),
      providesTags: ['Content'],
    }),
    getNextArg: build.query<NextArgDto, string>({
      query: (argID) => ({ url: '/arg/getnextarg', params: { argID } }),
      providesTags: ['Content'],
    }),
  }),
});

export const { useGetArgQuery, useGetNextArgQuery } = argApi;
