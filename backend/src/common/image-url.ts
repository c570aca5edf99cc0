import { BadRequestException } from '@nestjs/common';
import { lineRule } from './text-rules.js';

/** Where an uploaded image is served: /api/image/{sha-256 of its bytes, 64 hex digits}. */
export const IMAGE_PATH_PREFIX = '/api/image/';
const IMAGE_URL = /^\/api\/image\/[0-9a-f]{64}$/;

/** The ImageURL field of a convo, category or person: empty, or one of this site's images. */
export const IMAGE_URL_RULE = lineRule('imageUrl', IMAGE_PATH_PREFIX.length + 64);

/** The words for an ImageURL field in history (a kind's `fields` declaration). */
export const IMAGE_URL_FIELD = { label: 'image', editLabel: 'Changed the image' };

export function imageUrlOf(imageId: string): string {
  return `${IMAGE_PATH_PREFIX}${imageId}`;
}

/**
 * A checked ImageURL (for edits, reverts and uploads alike): null for none, else an image this
 * site serves, never an outside address (which would let anyone embed a tracker on a page).
 */
export function checkImageUrl(field: string, value: string | null): string | null {
  if (value === null || value === '') return null;
  if (!IMAGE_URL.test(value))
    throw new BadRequestException(`${field} must be empty or an uploaded image (/api/image/...).`);
  return value;
}
