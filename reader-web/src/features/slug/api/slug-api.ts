import type {
  EditResultDto,
  SlugAvailabilityDto,
  SlugCreatedDto,
  SlugDto,
} from '../../../api/types';
import { api, onWriteSuccess } from '../../../shared/api/api';
import type { SlugArtifactType } from '../slug-rules';

export interface SaveSlugRequest {
  artifactType: SlugArtifactType;
  artifactID: string;
  /** The slug as saved now: '' when the page has none yet. */
  saved: string;
  slug: string;
}

export const slugApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/slug/get: the page's current slug, '' when it has none. */
    getSlug: build.query<SlugDto, string>({
      query: (artifactID) => ({ url: '/slug/get', method: 'POST', body: { artifactID } }),
      providesTags: ['Content'],
      keepUnusedDataFor: 0,
    }),
    /** POST /api/slug/available: whether a slug is free (a read, though a POST). */
    checkSlug: build.mutation<SlugAvailabilityDto, string>({
      query: (slug) => ({ url: '/slug/available', method: 'POST', body: { slug } }),
    }),
    /**
     * The first slug: POST /api/slug/create. A change: SlugEditTextField with the saved slug as
     * OldValue, so a change made meanwhile by someone else is refused (409) instead of overwritten.
     */
    saveSlug: build.mutation<SlugCreatedDto | EditResultDto, SaveSlugRequest>({
      query: ({ artifactType, artifactID, saved, slug }) =>
        saved === ''
          ? { url: '/slug/create', method: 'POST', body: { slug, artifactType, artifactID } }
          : {
              url: '/slug/edit',
              method: 'POST',
              body: {
                artifactID,
                action: {
                  ActionName: 'SlugEditTextField',
                  ArgsJSON: JSON.stringify({ FieldName: 'Slug', OldValue: saved, NewValue: slug }),
                },
                revDesc: `Changed the slug from ${saved} to ${slug}`,
              },
            },
      // A changed slug moves the page's canonical link: its page data and history are asked again.
      invalidatesTags: onWriteSuccess,
    }),
  }),
});

export const { useGetSlugQuery, useCheckSlugMutation, useSaveSlugMutation } = slugApi;
