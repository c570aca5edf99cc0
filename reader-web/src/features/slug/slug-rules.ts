/**
 * The slug rules of the spec (section 5), applied as the editor types; the server applies the same
 * ones (backend/src/slug/slug.rules.ts) whatever the client sent.
 */

/** The product's short-link prefix: the longest path in front of a slug, /article/{slug}. */
export const SHORT_LINK_PREFIX = '/article/';

/** 75 minus the length of the short-link prefix: 66. */
export const SLUG_MAX_LENGTH = 75 - SHORT_LINK_PREFIX.length;

/** The content types that may have a slug, with the level of their pages (/{level}/{slug}). */
export const SLUG_LEVELS = {
  convo: 'c',
  pos: 'p',
  arg: 'a',
  tag: 'tags',
  article: 'article',
} as const;

export type SlugArtifactType = keyof typeof SLUG_LEVELS;

/**
 * Lowercased; the first space becomes a hyphen; characters other than a-z, 0-9 and hyphen are
 * removed; at most SLUG_MAX_LENGTH characters. Applied on every keystroke, so each typed space
 * arrives as the first one and becomes a hyphen.
 */
export function normaliseSlug(raw: string): string {
  return raw
    .toLowerCase()
    .replace(' ', '-')
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, SLUG_MAX_LENGTH);
}
