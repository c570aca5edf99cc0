import { api } from '../../../shared/api/api';
import type { CrossTabDto } from '../../../api/types';

/** Loaded with the cross-tab's own chunk: a read page's first load carries none of it. */
export const crossTabApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCrossTab: build.query<CrossTabDto, string>({
      query: (convoID) => ({ url: `/yourtakeconvo/crosstab/${encodeURIComponent(convoID)}` }),
      providesTags: (_result, _error, convoID) => [{ type: 'Vote', id: `crosstab-${convoID}` }],
    }),
  }),
});

export const { useGetCrossTabQuery } = crossTabApi;
