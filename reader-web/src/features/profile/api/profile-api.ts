import type {
  ProfileFieldsDto,
  PublicProfileResponseDto,
  SetProfileFieldsRequest,
  UserEditsDto,
} from '../../../api/types';
import { api } from '../../../shared/api/api';

/** Pages of a user's edits read at most (Load more stops there): 20 a page, 2,000 edits. */
export const MAX_EDIT_PAGES = 100;

/** How many edits the loaded pages show. */
export function editsShown(pages: readonly UserEditsDto[]): number {
  return pages.reduce((sum, page) => sum + page.Revisions.length, 0);
}

// 'Profile': a user's public profile and own form; saving either, or a new profile image, asks again.
export const profileApi = api.enhanceEndpoints({ addTagTypes: ['Profile'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's own profile form, with every category for the checkboxes. */
    getProfileFields: build.query<ProfileFieldsDto, void>({
      query: () => ({ url: '/user/getprofilefields' }),
      providesTags: ['Profile', 'CurrentUser'],
    }),
    setProfileFields: build.mutation<ProfileFieldsDto, SetProfileFieldsRequest>({
      query: (body) => ({ url: '/user/setprofilefields', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Profile'] : []),
    }),
    /** What anyone may see of a user: /u/{username} (server-rendered). */
    getPublicProfile: build.query<PublicProfileResponseDto, string>({
      query: (username) => ({ url: '/user/profile', params: { username } }),
      providesTags: ['Profile'],
    }),
    /** The user's edits, newest first, a page at a time while fewer than the total are shown. */
    getUserEdits: build.infiniteQuery<UserEditsDto, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, allPages) =>
          lastPage.Revisions.length > 0 &&
          editsShown(allPages) < lastPage.Total &&
          lastPage.Page < MAX_EDIT_PAGES
            ? lastPage.Page + 1
            : undefined,
      },
      query: ({ queryArg: username, pageParam }) => ({
        url: `/user/edits/${encodeURIComponent(username)}/${pageParam}`,
      }),
      providesTags: ['History'],
    }),
  }),
});

export const {
  useGetProfileFieldsQuery,
  useSetProfileFieldsMutation,
  useGetPublicProfileQuery,
  useGetUserEditsInfiniteQuery,
} = profileApi;
