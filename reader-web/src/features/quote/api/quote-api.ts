import { api } from '../../../shared/api/api';
import type { QuoteListDto } from '../../../api/types';

/** What a read page needs: an argument's quotes (the edit modals add theirs: quote-edit-api.ts). */
export const quoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** An argument's proponent quotes (its carousel); in the server render of the argument. */
    getArgQuotes: build.query<QuoteListDto, string>({
      query: (argID) => ({ url: '/quote/list', params: { argID } }),
      providesTags: ['Content'],
    }),
  }),
});

export const { useGetArgQuotesQuery } = quoteApi;
