import { api } from '../../../shared/api/api';
import type { SearchResultsDto } from '../../../api/types';

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The search box keeps its own 60 s cache per query (spec section 9), so RTK's is not used.
    search: build.query<SearchResultsDto, string>({
      query: (q) => ({ url: '/search', params: { q } }),
      keepUnusedDataFor: 0,
    }),
    /** A page of the results page (/search?q=), loaded by its route and kept like other pages. */
    searchPage: build.query<SearchResultsDto, { q: string; page: number }>({
      query: ({ q, page }) => ({
        url: '/search',
        params: page > 1 ? { q, page: String(page) } : { q },
      }),
    }),
  }),
});

export const { useSearchPageQuery } = searchApi;
