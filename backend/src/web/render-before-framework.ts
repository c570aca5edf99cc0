import type { IncomingMessage, Server } from 'node:http';
import { answerBeforeFramework, type EarlyAnswer, type HitPipeline } from './before-framework.js';
import type { PageCache } from './page-cache.js';
import { bodyFor } from './page-encoding.js';
import { pageCacheControl, RENDER_FAILED_HTML, redirectStatus } from './page-renderer.js';
import type { CachedPage } from './page-store.js';
import type { ReaderPages } from './web.js';

const HTML = 'text/html; charset=utf-8';

const PLACEHOLDER = 'http://placeholder.invalid';

/** A redirect target as a Location header value: percent-encoded by the URL serializer. */
function locationOf(target: string): string {
  const url = new URL(target, PLACEHOLDER);
  return url.origin === PLACEHOLDER ? url.pathname + url.search + url.hash : url.href;
}

function pathOf(url: string): string {
  const mark = url.indexOf('?');
  return mark === -1 ? url : url.slice(0, mark);
}

/** The answer for a page body, in the encoding the request accepts. */
function pageAnswer(
  req: IncomingMessage,
  status: number,
  page: CachedPage,
  cacheControl: string,
): EarlyAnswer {
  const { encoding, body: sent } = bodyFor(req, page);
  return {
    status,
    headers: [
      'Content-Type',
      page.type,
      'Content-Length',
      String(sent.length),
      ...(encoding ? ['Content-Encoding', encoding] : []),
      'Vary',
      'Accept-Encoding',
      'Cache-Control',
      cacheControl,
    ],
    body: sent,
  };
}

async function renderPage(
  req: IncomingMessage & { url: string },
  pages: ReaderPages,
  cache: PageCache | undefined,
  pipeline: HitPipeline,
): Promise<EarlyAnswer> {
  // Read before the render: a page rendered across a content write is not kept.
  const slot = cache?.slotFor(req);
  try {
    const result = await pages.renderer.render(req.url);
    if (result.redirect) {
      const location = locationOf(result.redirect);
      const body = `Redirecting to ${location}`;
      return {
        status: redirectStatus(result),
        headers: [
          'Location',
          location,
          'Content-Type',
          'text/plain; charset=utf-8',
          'Content-Length',
          String(Buffer.byteLength(body)),
        ],
        body,
      };
    }
    const body = Buffer.from(result.html);
    const cacheControl = pageCacheControl(result);
    const page =
      cache && slot && result.status === 200 && result.complete !== false
        ? cache.keep(slot, HTML, body)
        : { type: HTML, body };
    return pageAnswer(req, result.status, page, cacheControl);
  } catch (error) {
    pipeline.logRequest.logger.error(
      { err: error, req: { method: req.method, url: req.url } },
      'page render failed',
    );
    return pageAnswer(req, 500, { type: HTML, body: Buffer.from(RENDER_FAILED_HTML) }, 'no-store');
  }
}

/**
 * Page renders answered from the server's raw request event, like cache hits: a render reads
 * nothing of the visitor (no session, no cookies), so the framework's middleware has nothing to
 * add but its cost. Installed before the cache's hit path, which runs first; HEAD requests and
 * the search results page (rate-limited per address) still go through the framework.
 */
export function renderPagesBeforeFramework(
  server: Server,
  pipeline: HitPipeline,
  pages: ReaderPages,
  cache: PageCache | undefined,
): void {
  answerBeforeFramework(server, pipeline, (req) => {
    const { url } = req;
    if (req.method !== 'GET' || !url || !pages.isPage(pathOf(url))) return undefined;
    return renderPage(req as IncomingMessage & { url: string }, pages, cache, pipeline);
  });
}
