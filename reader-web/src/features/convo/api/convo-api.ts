import { api } from '../../../shared/api/api';
import type { ConvoListDto, ConvoListOrder, ConvoPageDto } from '../../../api/types';

export interface ConvoListArgs {
  page: number;
  perPage: number;
  category?: string;
  sort?: ConvoListOrder;
}

export const convoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConvo: build.query<ConvoPageDto, string>({
      query: (convoID) => ({ url: '/convo/get', params: { convoID } }),
      providesTags: ['Content'],
    }),
    listConvos: build.query<ConvoListDto, ConvoListArgs>({
      query: ({ page, perPage, category, sort }) => ({
        url: '/convo/list',
        params: { page, perPage, category, sort },
      }),
      providesTags: ['Content'],
    }),
  }),
});

export const { useGetConvoQuery, useListConvosQuery } = convoApi;
