/**
 * The product's short-link prefix: the path in front of a slug in the longest short link a slug can
 * appear in, `/article/{slug}` (the levels that carry slugs are c, p, a, tags and article;
 * see slug/slug.rules.ts). The spec caps a slug at 75 characters minus this prefix, so every
 * short link `/{level}/{slug}` fits in 75 characters whatever its level. It is a path, not the
 * host: the site's address (PUBLIC_URL) is set per deployment and cannot be a constant.
 */
export const SHORT_LINK_PREFIX = '/article/';

/** The longest short link, prefix and slug together (the spec's 75). */
export const SHORT_LINK_MAX_LENGTH = 75;
