import { api, onWriteSuccess } from '../../../shared/api/api';
import type { NewArgResultDto } from '../../../api/types';

/** A new argument for a position (the New Argument form only, so loaded with it). */
export const newArgApi = api.injectEndpoints({
  endpoints: (build) => ({
    newArg: build.mutation<NewArgResultDto, { posID: string; title: string; description: string }>({
      query: (body) => ({ url: '/arg/new', method: 'POST', body }),
      invalidatesTags: onWriteSuccess,
    }),
  }),
});

export const { useNewArgMutation } = newArgApi;
