/**
 * Pages crawlers should not fetch: edit, history and personal pages (all noindex), search results,
 * the admin console and the API.
 */
export const DISALLOWED = [
  '/api/',
  '/admin',
  '/edit/',
  '/history/',
  '/app/',
  '/search',
  '/yourtake',
  '/logout',
] as const;

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
