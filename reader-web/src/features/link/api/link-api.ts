import { api } from '../../../shared/api/api';
import type { LinkResultDto, ParseOgResultDto } from '../../../api/types';

export const linkApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One stored link of an argument, for the edit modal. */
    getLink: build.query<LinkResultDto, { argID: string; linkID: string }>({
      query: ({ argID, linkID }) => ({ url: '/arg/getlink', params: { argID, linkID } }),
      // What the modal edits is what is stored now, never a stale copy.
      keepUnusedDataFor: 0,
    }),
    /** A page's image and icon (signed-in members only; the server fetches the page). */
    parseOg: build.query<ParseOgResultDto, string>({
      query: (url) => ({ url: '/parse-og', params: { url } }),
    }),
  }),
});

export const { useGetLinkQuery, useParseOgQuery } = linkApi;
