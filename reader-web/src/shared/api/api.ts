import { createAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';

/** Carries the API cache the server rendered with into the browser's store. */
export const hydrateApiState = createAction<Record<string, unknown>>('app/hydrateApiState');

/** A write's invalidatesTags: only a successful write changes what the pages show. */
export const onWriteSuccess = (result: unknown) =>
  result ? (['Content', 'History'] as const) : [];

/** The one API slice; each feature adds its endpoints with api.injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  // Content: every read of questions, positions, arguments and tags; an edit invalidates them all.
  tagTypes: ['CurrentUser', 'Content', 'History', 'Vote', 'Comments'],
  endpoints: () => ({}),
  // The documented RTK Query rehydration hook: it also schedules cleanup of unused entries.
  extractRehydrationInfo(action, { reducerPath }) {
    // `never`: the cache type depends on this very call (RTK's docs use `any` here).
    if (hydrateApiState.match(action)) return action.payload[reducerPath] as never;
    return undefined;
  },
});
