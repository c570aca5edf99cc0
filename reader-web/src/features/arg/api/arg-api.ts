import { api } from '../../../shared/api/api';
import { OWN_VOTES } from '../../auth/api/auth-api';
import type { ArgPageDto, NextArgDto } from '../../../api/types';

export const argApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArg: build.query<ArgPageDto, string>({
      query: (argID) => ({ url: '/arg/get', params: { argID } }),
      providesTags: ['Content'],
    }),
    getNextArg: build.query<NextArgDto, string>({
      query: (argID) => ({ url: '/arg/getnextarg', params: { argID } }),
      // A voter's own order: a first vote makes an anonymous reader a voter.
      providesTags: ['Content', OWN_VOTES],
    }),
  }),
});

export const { useGetArgQuery, useGetNextArgQuery } = argApi;
