import type { IncomingMessage, Server } from 'node:http';
import { answerBeforeFramework, type EarlyAnswer, type HitPipeline } from './before-framework.js';
import { collectReadKeys, ReadKeys } from '../common/read-keys.js';
import type { PageCache, PageSlot } from './page-cache.js';
import { bodyFor, type ContentEncoding, preferredEncoding } from './page-encoding.js';
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

/**
 * The answer for a page body, in the encoding the request accepts; `shared` (Cache-Control and
 * xkey) when the HTTP cache in front may keep it.
 */
function pageAnswer(
  req: IncomingMessage,
  status: number,
  page: CachedPage,
  cacheControl: string,
  shared?: string[],
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
      ...(shared ?? ['Cache-Control', cacheControl]),
    ],
    body: sent,
  };
}

/** A render's outcome, the same for every visitor: a redirect, or a page with its status. */
type Rendered =
  | { redirect: { status: number; location: string } }
  | { status: number; page: CachedPage; cacheControl: string; shared?: string[] };

/** A render in flight, with what decides whether a request that joined it may share it. */
interface Flight {
  since: number | undefined;
  outcome: Promise<{ rendered: Rendered; keys: Set<string>; kept: boolean }>;
}

function redirectAnswer({ status, location }: { status: number; location: string }): EarlyAnswer {
  const body = `Redirecting to ${location}`;
  return {
    status,
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

/**
 * Renders pages, each once at a time: a request for a page whose render is in flight waits for
 * it and shares its outcome, unless something it read changed meanwhile (then it renders anew).
 * A render's reads are collected as read keys, which the page is kept with.
 */
class PageRenders {
  private readonly flights = new Map<string, Flight>();

  constructor(
    private readonly pages: ReaderPages,
    private readonly cache: PageCache | undefined,
  ) {}

  async answer(req: IncomingMessage & { url: string }): Promise<EarlyAnswer> {
    const rendered = await this.shared(req.url, this.cache?.slotFor(req), preferredEncoding(req));
    if ('redirect' in rendered) return redirectAnswer(rendered.redirect);
    const { status, page, cacheControl, shared } = rendered;
    return pageAnswer(req, status, page, cacheControl, shared);
  }

  /**
   * Renders a stale page again in the background; whether it was kept. It is kept in brotli, what
   * browsers ask for; other forms are made when asked for.
   */
  async rerender(url: string): Promise<boolean> {
    const slot = this.cache?.slotFor({ method: 'GET', url, headers: {} });
    if (!slot) return false;
    const flight = this.flights.get(slot.key) ?? this.start(url, slot, 'br');
    return (await flight.outcome).kept;
  }

  private async shared(
    url: string,
    slot: PageSlot | undefined,
    encoding: ContentEncoding | undefined,
  ): Promise<Rendered> {
    const flight = slot && this.flights.get(slot.key);
    if (flight && this.cache) {
      const { rendered, keys } = await flight.outcome;
      if (this.cache.fresh(flight.since, keys)) return rendered;
    }
    return (await this.start(url, slot, encoding).outcome).rendered;
  }

  private start(
    url: string,
    slot: PageSlot | undefined,
    encoding: ContentEncoding | undefined,
  ): Flight {
    const flight: Flight = { since: slot?.since, outcome: this.render(url, slot, encoding) };
    if (!slot) return flight;
    this.flights.set(slot.key, flight);
    const land = () => {
      if (this.flights.get(slot.key) === flight) this.flights.delete(slot.key);
    };
    flight.outcome.then(land, land);
    return flight;
  }

  private async render(
    url: string,
    slot: PageSlot | undefined,
    encoding: ContentEncoding | undefined,
  ): Promise<{ rendered: Rendered; keys: Set<string>; kept: boolean }> {
    // A render reads nothing but the server reads, each of which adds its keys or EVERY_WRITE.
    const reads = new ReadKeys();
    reads.markKeyed();
    const result = await collectReadKeys(reads, () => this.pages.renderer.render(url));
    const keys = reads.carried();
    if (result.redirect) {
      const redirect = { status: redirectStatus(result), location: locationOf(result.redirect) };
      return { rendered: { redirect }, keys, kept: false };
    }
    const body = Buffer.from(result.html);
    const cacheControl = pageCacheControl(result);
    const storable = this.cache && slot && result.status === 200 && result.complete !== false;
    const { page, kept, ttlMs } = storable
      ? await this.cache!.keep(slot!, HTML, body, keys, encoding)
      : { page: { type: HTML, body }, kept: false, ttlMs: 0 };
    // Kept: the HTTP cache in front may keep it too, by the same keys.
    const shared = kept ? this.cache?.sharedHeaders(page, ttlMs) : undefined;
    return { rendered: { status: result.status, page, cacheControl, shared }, keys, kept };
  }
}

async function renderPage(
  req: IncomingMessage & { url: string },
  renders: PageRenders,
  pipeline: HitPipeline,
): Promise<EarlyAnswer> {
  try {
    return await renders.answer(req);
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
  const renders = new PageRenders(pages, cache);
  cache?.rerenderWith((url) => renders.rerender(url));
  answerBeforeFramework(server, pipeline, (req) => {
    const { url } = req;
    if (req.method !== 'GET' || !url || !pages.isPage(pathOf(url))) return undefined;
    return renderPage(req as IncomingMessage & { url: string }, renders, pipeline);
  });
}
