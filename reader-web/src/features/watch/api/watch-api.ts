import type { components } from '../../../../../backend/openapi/schema';
import { api } from '../../../shared/api/api';

type Schemas = components['schemas'];
export type WatchState = Schemas['WatchStateDto'];
export type WatchLevel = Schemas['WatchLevel'];
export type WatchExpiry = Schemas['WatchExpiry'];
export type WatchTarget = Schemas['WatchTarget'];
export type Watchlist = Schemas['WatchlistDto'];
export type WatchlistItem = Schemas['WatchlistItemDto'];
export type WatchChanges = Schemas['WatchChangesDto'];
export type WatchChange = Schemas['WatchChangeDto'];

/** A thing to watch: its type and id, or a user by username (profiles show no account id). */
export type WatchRef =
  { TargetType: WatchTarget; TargetID: string } | { TargetType: 'user'; Username: string };

export interface SetWatch {
  target: WatchRef;
  Level: WatchLevel;
  /** null: for good; left out: the watch keeps its end. */
  Expiry?: WatchExpiry | null;
}

/** The query parameters of a ref, the same object whatever form the ref came in. */
const params = (ref: WatchRef) =>
  'Username' in ref
    ? { TargetType: ref.TargetType, Username: ref.Username }
    : { TargetType: ref.TargetType, TargetID: ref.TargetID };

/** The signed-in reader's watches: private (CurrentUser: a change of reader asks again). */
export const watchApi = api
  .enhanceEndpoints({ addTagTypes: ['Watch', 'Watchlist'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getWatch: build.query<WatchState, WatchRef>({
        query: (ref) => ({ url: '/watch', params: params(ref) }),
        serializeQueryArgs: ({ queryArgs }) => JSON.stringify(params(queryArgs)),
        providesTags: ['Watch', 'CurrentUser'],
      }),
      setWatch: build.mutation<WatchState, SetWatch>({
        query: ({ target, Level, Expiry }) => ({
          url: '/watch',
          method: 'PUT',
          body: { ...params(target), Level, Expiry },
        }),
        invalidatesTags: (result) => (result ? ['Watchlist'] : []),
        async onQueryStarted({ target }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(watchApi.util.upsertQueryData('getWatch', target, data));
        },
      }),
      stopWatching: build.mutation<WatchState, WatchRef>({
        query: (ref) => ({ url: '/watch', method: 'DELETE', params: params(ref) }),
        invalidatesTags: (result) => (result ? ['Watchlist'] : []),
        async onQueryStarted(target, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(watchApi.util.upsertQueryData('getWatch', target, data));
        },
      }),
      getWatchlist: build.query<Watchlist, { Offset: number; Limit: number }>({
        query: (page) => ({ url: '/watchlist', params: page }),
        providesTags: ['Watchlist', 'CurrentUser'],
      }),
      getWatchChanges: build.query<WatchChanges, { Before?: string; Limit: number }>({
        query: (page) => ({ url: '/watchlist/changes', params: page }),
        providesTags: ['Watchlist', 'CurrentUser'],
      }),
    }),
  });

export const {
  useGetWatchQuery,
  useSetWatchMutation,
  useStopWatchingMutation,
  useGetWatchlistQuery,
  useGetWatchChangesQuery,
} = watchApi;
