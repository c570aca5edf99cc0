import { KINDS, type SluggedKindType } from '../../api/kinds';

/**
 * The slug rules of the spec (section 5), applied as the editor types; the server applies the same
 * ones (backend/src/slug/slug.rules.ts) whatever the client sent.
 */

/** The slug's limit (the slug kind's): 75 minus the longest short-link prefix, /article/. */
export const SLUG_MAX_LENGTH = KINDS.slug.fields.Slug.text.max;

/** The kinds whose pages may have a slug (/{level}/{slug}). */
export type SlugArtifactType = SluggedKindType;

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
