import { api, onWriteSuccess } from '../../../shared/api/api';
import type { NewConvoResultDto } from '../../../api/types';

/** A new question (/new's form only, so apart from the read page's endpoints). */
export const newConvoApi = api.injectEndpoints({
  endpoints: (build) => ({
    newConvo: build.mutation<NewConvoResultDto, { title: string; description: string }>({
      query: (body) => ({ url: '/convo/new', method: 'POST', body }),
      invalidatesTags: onWriteSuccess,
    }),
  }),
});

export const { useNewConvoMutation } = newConvoApi;
