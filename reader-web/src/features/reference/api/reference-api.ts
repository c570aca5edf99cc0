import { api } from '../../../shared/api/api';
import type { RefsResultDto } from '../../../api/types';

export const referenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** An argument's references, as the server reads them from its ReferencesBody. */
    getReferences: build.query<RefsResultDto, string>({
      query: (argID) => ({ url: '/arg/getreferences', params: { argID } }),
      providesTags: ['Content'],
    }),
  }),
});

export const { useGetReferencesQuery } = referenceApi;
