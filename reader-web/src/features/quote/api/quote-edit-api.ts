import { api, onWriteSuccess } from '../../../shared/api/api';
import type {
  NewPersonResultDto,
  NewQuoteRequest,
  PersonFindDto,
  QuoteAndPersonDto,
} from '../../../api/types';

/** The proponent search limit (spec sections 5 and 9); the server keeps to it too. */
export const PERSON_FIND_LIMIT = 7;

/** The endpoints of the proponent modals, injected when their chunk loads. */
export const quoteEditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One quote as stored now: the Old values of a QuoteEdit. */
    getQuote: build.query<QuoteAndPersonDto, string>({
      query: (quoteID) => ({ url: '/quote/get', params: { quoteID } }),
      keepUnusedDataFor: 0,
    }),
    findPeople: build.query<PersonFindDto, string>({
      query: (q) => ({ url: '/person/find', params: { q } }),
    }),
    newPerson: build.mutation<NewPersonResultDto, { name: string }>({
      query: (body) => ({ url: '/person/new', method: 'POST', body }),
    }),
    newQuote: build.mutation<QuoteAndPersonDto, NewQuoteRequest>({
      query: (body) => ({ url: '/quote/new', method: 'POST', body }),
      invalidatesTags: onWriteSuccess,
    }),
  }),
});

export const { useGetQuoteQuery, useFindPeopleQuery, useNewPersonMutation, useNewQuoteMutation } =
  quoteEditApi;
