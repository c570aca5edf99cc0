import type { components } from '../../../../../backend/openapi/schema';
import { api } from '../../../shared/api/api';

export type OpenDataDto = components['schemas']['OpenDataDto'];
export type DumpDto = components['schemas']['DumpDto'];
export type DumpFileDto = components['schemas']['DumpFileDto'];

export const openDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The latest open data dump: its files, sizes, checksums and licences. */
    getDumps: build.query<OpenDataDto, void>({
      query: () => ({ url: '/data/dumps' }),
    }),
  }),
});

export const { useGetDumpsQuery } = openDataApi;
