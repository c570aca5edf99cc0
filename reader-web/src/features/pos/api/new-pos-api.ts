import { api, onWriteSuccess } from '../../../shared/api/api';
import type { NewPosResultDto } from '../../../api/types';

/** A new position of a question (the New Position form only, so loaded with it). */
export const newPosApi = api.injectEndpoints({
  endpoints: (build) => ({
    newPos: build.mutation<
      NewPosResultDto,
      { convoID: string; title: string; description: string }
    >({
      query: (body) => ({ url: '/pos/new', method: 'POST', body }),
      invalidatesTags: onWriteSuccess,
    }),
  }),
});

export const { useNewPosMutation } = newPosApi;
