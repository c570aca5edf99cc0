/** Routes of the sitemap controller, outside the API's /api prefix. */
export const CRAWLER_ROUTES = ['robots.txt', 'sitemap.xml', 'sitemaps/:name'] as const;

/** Paths the backend answers itself, never the reader's page renderer. */
export function isCrawlerPath(path: string): boolean {
  return path === '/robots.txt' || path === '/sitemap.xml' || path.startsWith('/sitemaps/');
}
