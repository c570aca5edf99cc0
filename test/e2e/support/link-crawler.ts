/**
 * A bounded breadth-first crawl of a site's same-origin links: every link a page shows must lead
 * to a page (no 404, no 5xx). Plain HTTP, so it reads the server-rendered HTML.
 */

export interface BrokenLink {
  path: string;
  status: number;
  /** The page that showed the link. */
  from: string;
}

export interface CrawlOptions {
  base: string;
  start: string[];
  /** A session cookie (name=value) to crawl as a signed-in reader. */
  cookie?: string;
  /** At most this many pages are fetched. */
  maxPages: number;
  /** Paths not to follow (for example /logout, which would end the session). */
  skip?: (path: string) => boolean;
}

export interface CrawlResult {
  /** Every fetched path with its status. */
  statuses: Map<string, number>;
  broken: BrokenLink[];
}

const HREF = /<a\b[^>]*?\shref\s*=\s*("([^"]*)"|'([^']*)')/gi;

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The same-origin paths (pathname + search, no #hash) of a page's <a href> links. */
export function linksIn(html: string, pageUrl: string): string[] {
  const page = new URL(pageUrl);
  const found = new Set<string>();
  for (const match of html.matchAll(HREF)) {
    const href = decodeEntities(match[2] ?? match[3] ?? '').trim();
    if (!href || href.startsWith('#')) continue;
    let url: URL;
    try {
      url = new URL(href, page);
    } catch {
      continue;
    }
    if (url.origin !== page.origin) continue;
    found.add(url.pathname + url.search);
  }
  return [...found];
}

/** The status a GET of `path` ends with (redirects followed). */
export async function statusOf(base: string, path: string, cookie?: string) {
  const res = await fetch(new URL(path, base), {
    headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) },
  });
  const html = (res.headers.get('content-type') ?? '').includes('text/html')
    ? await res.text()
    : (await res.arrayBuffer(), '');
  return { status: res.status, html, url: res.url };
}

export const isBroken = (status: number) => status === 404 || status >= 500;

export async function crawl(options: CrawlOptions): Promise<CrawlResult> {
  const { base, cookie, maxPages, skip = () => false } = options;
  const statuses = new Map<string, number>();
  const broken: BrokenLink[] = [];
  const queued = new Set<string>(options.start);
  const queue = options.start.map((path) => ({ path, from: '(start)' }));
  while (queue.length > 0 && statuses.size < maxPages) {
    // A few requests at a time: quicker, and still gentle on one test server.
    const batch = queue.splice(0, Math.min(4, maxPages - statuses.size));
    const pages = await Promise.all(
      batch.map(async (item) => ({ ...item, ...(await statusOf(base, item.path, cookie)) })),
    );
    for (const page of pages) {
      statuses.set(page.path, page.status);
      if (isBroken(page.status)) {
        broken.push({ path: page.path, status: page.status, from: page.from });
        continue;
      }
      for (const link of linksIn(page.html, page.url)) {
        if (queued.has(link) || skip(link)) continue;
        queued.add(link);
        queue.push({ path: link, from: page.path });
      }
    }
  }
  return { statuses, broken };
}
