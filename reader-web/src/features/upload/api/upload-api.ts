import type { UploadResultDto } from '../../../api/types';
import { api } from '../../../shared/api/api';

/** The upload types of POST /api/upload/{type} (spec section 7). */
export type UploadType = 'profileimage' | 'convoimage' | 'categoryimage' | 'personimage';

export interface UploadImageRequest {
  type: UploadType;
  /** The question, category or person whose image this is; none for a profile image. */
  artifactID?: string;
  image: File;
}

/** The file names the spec accepts (section 5); the server checks the bytes themselves. */
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.gif', '.png'] as const;
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.join(',');

export function isAcceptedImageName(name: string): boolean {
  const lower = name.toLowerCase();
  return IMAGE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** The multipart body the server reads: the picture as `image`, the artifact in `extraParams`. */
export function uploadFormData({ type, artifactID, image }: UploadImageRequest): FormData {
  const form = new FormData();
  form.append('image', image, image.name);
  if (type !== 'profileimage') form.append('extraParams', JSON.stringify({ artifactID }));
  return form;
}

// 'Profile' as features/profile names it: a user's public profile names their image's version.
export const uploadApi = api.enhanceEndpoints({ addTagTypes: ['Profile'] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * Uploads an image. A profile image changes the user's profile (and GET /api/me); an
     * artifact's image is a content edit (a revision): its page and history are asked again.
     */
    uploadImage: build.mutation<UploadResultDto, UploadImageRequest>({
      query: (request) => ({
        url: `/upload/${request.type}`,
        method: 'POST',
        body: uploadFormData(request),
      }),
      invalidatesTags: (result, _error, { type }) =>
        !result
          ? []
          : type === 'profileimage'
            ? ['CurrentUser', 'Profile']
            : ['Content', 'History'],
    }),
  }),
});

export const { useUploadImageMutation } = uploadApi;
