import { api } from '../../../app/api';
import type { SearchResultsDto } from '../../../api/types';

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The search box keeps its own 60 s cache per query (spec section 9), so RTK's is not used.
    search: build.query<SearchResultsDto, string>({
      query: (q) => ({ url: '/search', params: { q } }),
      keepUnusedDataFor: 0,
    }),
  }),
});
