import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import onHeaders from 'on-headers';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import {
  CONTENT_CHANNEL,
  type ContentChange,
  ContentEvents,
  parseChange,
} from '../common/content-events.js';
import { collectReadKeysUntilClosed, keepFor, ReadKeys } from '../common/read-keys.js';
import { NoticeListener } from '../database/notice-listener.js';
import { answerBeforeFramework, type HitPipeline } from './before-framework.js';
import {
  bodyFor,
  COMPRESS_THRESHOLD,
  type ContentEncoding,
  encodeBodyLater,
} from './page-encoding.js';
import { ChangeClock } from './change-clock.js';
import { PERSONAL_CACHE_CONTROL, sharedCacheControl, xkeyHeader } from './edge-headers.js';
import { pageKey } from './page-key.js';
import { type CachedPage, PageStore } from './page-store.js';

/**
 * A complete answer that any anonymous visitor may be given. Checked once the answer has gone
 * out, when its headers are final (express-session adds its cookie only as headers are written).
 */
function shareable(res: ServerResponse): boolean {
  if (res.statusCode !== 200 || res.getHeader('Set-Cookie') !== undefined) return false;
  if (!res.getHeader('Content-Type')) return false;
  const control = String(res.getHeader('Cache-Control') ?? '');
  return !/\b(?:no-store|private)\b/i.test(control);
}

/** The API's paths (Express routes them whatever their case). */
const isApi = (url: string) => /^\/api(?:[/?]|$)/i.test(url);

/** An answer no shared cache may keep, unless its handler said otherwise. */
function markPersonal(res: ServerResponse): void {
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', PERSONAL_CACHE_CONTROL);
}

export interface PageSlot {
  key: string;
  /** The change clock's tick when its reads began: kept only if none of them changed since. */
  since: number;
}

/** A store kept in step with the page cache: dropped by the same keys, emptied with it. */
export interface Droppable {
  drop(keys: Iterable<string>): void;
  clear(): void;
}

/**
 * Anonymous readers get pages and API reads from memory, checked before the web framework's
 * routing. Each answer is kept with the read keys of what it was built from (common/read-keys.ts);
 * a content write drops, in every app process, only the answers carrying one of the keys it
 * touched: locally as its transaction commits, and everywhere through the NOTIFY it sends. While
 * the LISTEN connection is down nothing is cached or served (notices may be missed), a new
 * connection starts from an empty cache, and a notice that cannot be read drops everything.
 */
@Injectable()
export class PageCache implements OnModuleDestroy {
  private readonly store: PageStore;
  /** When each key was last dropped: an answer whose reads span a write of them is not kept. */
  private readonly clock = new ChangeClock();
  private readonly others: Droppable[] = [];
  private readonly ttlMs: number;
  /** An HTTP cache in front is purged by keys (EDGE_PURGE_URL): kept answers say it may keep them. */
  private readonly edge: boolean;
  private listener: NoticeListener | undefined;
  /** Renders a page again in the background, for a stale hit (render-before-framework.ts). */
  private rerender: ((url: string) => Promise<boolean>) | undefined;
  private readonly rerendering = new Set<string>();

  constructor(
    private readonly events: ContentEvents,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.ttlMs = config.pageCacheTtlSeconds * 1000;
    this.edge = config.edgePurgeUrls.length > 0;
    this.store = new PageStore({ maxBytes: config.pageCacheMaxBytes, ttlMs: this.ttlMs });
    events.subscribe((change) => this.apply(change));
  }

  get listening(): boolean {
    return this.listener?.listening ?? false;
  }

  /**
   * The tick an answer starts reading at, or undefined while notices may be missed (nothing may
   * be kept then): see fresh().
   */
  get stamp(): number | undefined {
    return this.listening ? this.clock.now() : undefined;
  }

  /** Whether an answer read from `since`, built from `keys`, may still be kept or shared. */
  fresh(since: number | undefined, keys: Iterable<string>): boolean {
    return since !== undefined && this.listening && !this.clock.changedSince(since, keys);
  }

  /** Keeps another store (answers reused by renders, searches) in step with this one. */
  follow(other: Droppable): void {
    this.others.push(other);
  }

  /** Entries held and the bytes they count against the bound. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.store.entries, bytes: this.store.bytes };
  }

  async listen(databaseUrl: string): Promise<void> {
    // Anything stored before the connection came up, or while it was down, may have missed a notice.
    this.listener = new NoticeListener(
      databaseUrl,
      [CONTENT_CHANNEL],
      {
        notice: (_channel, payload) => {
          const change = parseChange(payload);
          // This process's own writes were applied as they committed.
          if (change.origin !== this.events.origin) this.apply(change);
        },
        reset: () => this.clear(),
      },
      'page-cache',
    );
    await this.listener.start();
  }

  apply(change: ContentChange): void {
    if ('everything' in change) this.clear();
    else this.drop(change.keys);
  }

  drop(keys: readonly string[]): void {
    this.clock.drop(keys);
    this.store.drop(keys);
    for (const other of this.others) other.drop(keys);
  }

  clear(): void {
    this.clock.dropEverything();
    this.store.clear();
    for (const other of this.others) other.clear();
  }

  /** How a stale page is rendered again while it is served (the page renderer sets it). */
  rerenderWith(rerender: (url: string) => Promise<boolean>): void {
    this.rerender = rerender;
  }

  /**
   * Hits are answered from the server's raw request event, before Express and Nest see the
   * request, with the same security headers and request log line as a rendered answer;
   * everything else goes on to the framework.
   */
  serveHitsBeforeFramework(server: Server, pipeline: HitPipeline): void {
    answerBeforeFramework(server, pipeline, (req) => {
      const found = this.lookup(req);
      if (!found) return undefined;
      const { key, page: hit, ttlLeftMs } = found;
      const { encoding, body, made } = bodyFor(req, hit);
      // The first request for this form: kept with the page for the next ones.
      if (made) this.store.replace(key, { ...hit, encoded: { ...hit.encoded, [encoding!]: body } });
      const headers = [
        'Content-Type',
        hit.type,
        'Content-Length',
        String(body.length),
        ...(encoding ? ['Content-Encoding', encoding] : []),
        'Vary',
        'Accept-Encoding',
        ...(this.sharedHeaders(hit, ttlLeftMs) ?? ['Cache-Control', 'no-cache']),
        'X-Page-Cache',
        'hit',
      ];
      return { headers, body };
    });
  }

  /**
   * The Cache-Control and xkey headers of a kept answer with `ttlMs` of its life left, by which
   * the HTTP cache in front keeps it; undefined when there is none (or the answer is about to go).
   */
  sharedHeaders(page: CachedPage, ttlMs: number): string[] | undefined {
    if (!page.xkey || ttlMs < 1000) return undefined;
    return ['Cache-Control', sharedCacheControl(ttlMs), 'xkey', page.xkey];
  }

  /**
   * Where a page rendered for `req` may be kept, and the tick its reads begin at, or undefined
   * when it may not be kept.
   */
  slotFor(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): PageSlot | undefined {
    if (!this.listening) return undefined;
    const page = pageKey(req.method, req.url, req.headers.cookie);
    return page?.storable ? { key: page.key, since: this.clock.now() } : undefined;
  }

  /**
   * Keeps a complete page rendered for `slot` from `keys`, compressed in the encoding its request
   * asked for (others are made when first asked for), unless one of its keys changed meanwhile;
   * answers it as kept, whether it was, and for how long.
   */
  async keep(
    slot: PageSlot,
    type: string,
    body: Buffer,
    keys: Set<string>,
    encoding: ContentEncoding | undefined,
  ): Promise<{ page: CachedPage; kept: boolean; ttlMs: number }> {
    const encoded =
      encoding && body.length >= COMPRESS_THRESHOLD
        ? { [encoding]: await encodeBodyLater(body, encoding) }
        : {};
    const page: CachedPage = { type, body, encoded, rendered: true };
    const ttlMs = this.ttlFor(keys);
    if (!this.fresh(slot.since, keys)) return { page, kept: false, ttlMs };
    if (this.edge) page.xkey = xkeyHeader(keys);
    this.store.set(slot.key, page, keys, ttlMs);
    return { page, kept: true, ttlMs };
  }

  /** Drops a stale page that could not be rendered again. */
  forget(key: string): void {
    this.store.delete(key);
  }

  private ttlFor(keys: Set<string>): number {
    return keepFor(keys, this.ttlMs);
  }

  private lookup(
    req: IncomingMessage,
  ): { key: string; page: CachedPage; ttlLeftMs: number } | undefined {
    if (!this.listening || this.store.entries === 0) return undefined;
    const page = pageKey(req.method, req.url, req.headers.cookie);
    const found = page && this.store.get(page.key);
    if (!page || !found) return undefined;
    if (!found.stale) return { key: page.key, page: found.value, ttlLeftMs: found.ttlLeftMs };
    // Past its time to live: a rendered page is served while it is rendered again, once.
    if (!found.value.rendered || !this.rerender || !req.url) return undefined;
    if (!this.rerendering.has(page.key)) {
      this.rerendering.add(page.key);
      const settle = (kept: boolean) => {
        this.rerendering.delete(page.key);
        if (!kept) this.forget(page.key);
      };
      this.rerender(req.url).then(settle, () => settle(false));
    }
    return { key: page.key, page: found.value, ttlLeftMs: 0 };
  }

  /**
   * Remembers complete anonymous answers (hits never reach this far): a body given whole to
   * res.send, never a stream or a file, with the read keys collected while it was made. With an
   * HTTP cache in front, such an answer says so as its headers go out (Cache-Control for shared
   * caches, its keys in xkey); an API answer that no one else may be given is marked private.
   */
  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      // An Authorization header (a personal API token) signs the request in: never shared.
      const page =
        this.listening &&
        req.headers.authorization === undefined &&
        pageKey(req.method, req.originalUrl, req.headers.cookie);
      if (!page || !page.storable) {
        if (isApi(req.originalUrl)) onHeaders(res, () => markPersonal(res));
        return next();
      }
      const since = this.clock.now();
      const reads = new ReadKeys();
      let body: string | Buffer | undefined;
      const send = res.send.bind(res);
      res.send = (sent?: unknown) => {
        if (typeof sent === 'string' || Buffer.isBuffer(sent)) body = sent;
        return send(sent);
      };
      // Told to the cache in front as the headers go out, and kept with the answer.
      let xkey: string | undefined;
      if (this.edge)
        onHeaders(res, () => {
          const keys = body !== undefined && shareable(res) && reads.carried();
          if (keys && this.fresh(since, keys)) {
            xkey = xkeyHeader(keys);
            res.setHeader('Cache-Control', sharedCacheControl(this.ttlFor(keys)));
            res.setHeader('xkey', xkey);
          }
        });
      res.on('finish', () => {
        if (body === undefined || !shareable(res)) return;
        const keys = reads.carried();
        if (!this.fresh(since, keys)) return;
        const plain = Buffer.from(body);
        // Compressed by the hits that ask for each form, first of all (page-encoding.ts).
        const answer: CachedPage = {
          type: String(res.getHeader('Content-Type')),
          body: plain,
          encoded: {},
          ...(this.edge ? { xkey: xkey ?? xkeyHeader(keys) } : {}),
        };
        this.store.set(page.key, answer, keys, this.ttlFor(keys));
      });
      // The reads of the rest of the request, up to its answer (or the client going away).
      res.once('close', collectReadKeysUntilClosed(reads, next));
    };
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener?.stop();
  }
}
