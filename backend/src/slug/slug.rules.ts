import { SHORT_LINK_MAX_LENGTH, SHORT_LINK_PREFIX } from '../common/short-link.js';

/*
 * Which kinds' pages may have a slug is each kind's registration (its page's `slugged`): /{level}/{slug}
 * serves the same page as /{level}/{id}. Requests, categories, quotes, comments and links have none;
 * a person's page is already /person/{PathAlias} (person/: an alias made from the name, unique and
 * never reused), so a slug there would share that namespace and could take another person's alias.
 */

/** The spec's maximum: 75 minus the length of the short-link prefix (66). */
export const SLUG_MAX_LENGTH = SHORT_LINK_MAX_LENGTH - SHORT_LINK_PREFIX.length;

/**
 * The shortest slug. A slug may look like an id (both are made of [A-Za-z0-9_-]): a page address
 * is read as an id first and as a slug only when no page has that id, and a slug that is already
 * the id of a page at its level is refused (SlugService). New ids are 12 random base64url
 * characters (72 bits), so one that later equals a slug is not a case worth a rule.
 */
export const SLUG_MIN_LENGTH = 3;

/** The most characters a request may send before normalisation (accents and punctuation are dropped). */
export const SLUG_INPUT_MAX_LENGTH = 300;

/**
 * The spec's normalisation (section 5), applied by the server whatever the client sent:
 * lowercased; the first space becomes a hyphen; characters other than a-z, 0-9 and hyphen are
 * removed. (The client applies it on every keystroke, so a typed space always arrives as the
 * first one; a pasted "a b c" becomes "a-bc" on both sides.)
 */
export function normaliseSlug(raw: string): string {
  return raw
    .toLowerCase()
    .replace(' ', '-')
    .replace(/[^a-z0-9-]/g, '');
}

/**
 * Why a normalised slug cannot be used, as the end of a sentence starting "The slug", or
 * undefined when it can.
 */
export function slugProblem(slug: string): string | undefined {
  if (slug === '') {
    return 'is empty once normalised: use lowercase letters a-z, digits 0-9 and hyphens';
  }
  if (!/[a-z0-9]/.test(slug)) return 'must contain a letter or a digit';
  if (slug.length > SLUG_MAX_LENGTH) {
    return `must be at most ${SLUG_MAX_LENGTH} characters; it has ${slug.length}`;
  }
  if (slug.length < SLUG_MIN_LENGTH) {
    return `must be at least ${SLUG_MIN_LENGTH} characters; it has ${slug.length}`;
  }
  return undefined;
}
