import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { CONTENT_CHANNEL, ContentEvents } from '../common/content-events.js';
import { NoticeListener } from '../database/notice-listener.js';
import { answerBeforeFramework, type HitPipeline } from './before-framework.js';
import { bodyFor, encodeBodies } from './page-encoding.js';
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

export interface PageSlot {
  key: string;
  generation: number;
}

/**
 * Anonymous readers get pages and API reads from memory, checked before the web framework's
 * routing. Every content write empties the cache of every app process: locally at once, and
 * everywhere through the NOTIFY its transaction sends on commit. While the LISTEN connection is
 * down nothing is cached or served (notices may be missed), a new connection starts from an empty
 * cache, and every entry expires after its time to live anyway.
 */
@Injectable()
export class PageCache implements OnModuleDestroy {
  private readonly store: PageStore;
  /** Bumped by every clear: a page rendered across a write must not be stored. */
  private generation = 0;
  private listener: NoticeListener | undefined;

  constructor(events: ContentEvents, @Inject(APP_CONFIG) config: AppConfig) {
    this.store = new PageStore({
      maxBytes: config.pageCacheMaxBytes,
      ttlMs: config.pageCacheTtlSeconds * 1000,
    });
    events.subscribe(() => this.clear());
  }

  get listening(): boolean {
    return this.listener?.listening ?? false;
  }

  /**
   * Changes at every clear (every content write, any process), or undefined while notices may be
   * missed: what was read at one generation may be reused while it lasts (server-api.ts).
   */
  get freshness(): number | undefined {
    return this.listening ? this.generation : undefined;
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
      { notice: () => this.clear(), reset: () => this.clear() },
      'page-cache',
    );
    await this.listener.start();
  }

  clear(): void {
    this.generation += 1;
    this.store.clear();
  }

  /**
   * Hits are answered from the server's raw request event, before Express and Nest see the
   * request, with the same security headers and request log line as a rendered answer;
   * everything else goes on to the framework.
   */
  serveHitsBeforeFramework(server: Server, pipeline: HitPipeline): void {
    answerBeforeFramework(server, pipeline, (req) => {
      const hit = this.lookup(req);
      if (!hit) return undefined;
      const { encoding, body } = bodyFor(req, { body: hit.body, encoded: hit.encoded ?? {} });
      const headers = [
        'Content-Type',
        hit.type,
        'Content-Length',
        String(body.length),
        ...(encoding ? ['Content-Encoding', encoding] : []),
        ...(hit.encoded ? ['Vary', 'Accept-Encoding'] : []),
        'Cache-Control',
        'no-cache',
        'X-Page-Cache',
        'hit',
      ];
      return { headers, body };
    });
  }

  /**
   * Where a page rendered for `req` may be kept, and the generation it is rendered at (a render
   * that spans a write is not kept), or undefined when it may not be kept.
   */
  slotFor(req: IncomingMessage): PageSlot | undefined {
    if (!this.listening) return undefined;
    const page = pageKey(req.method, req.url, req.headers.cookie);
    return page?.storable ? { key: page.key, generation: this.generation } : undefined;
  }

  /** Keeps a complete page rendered for `slot`, compressed once; answers it as kept. */
  keep(slot: PageSlot, type: string, body: Buffer): CachedPage {
    const page: CachedPage = { type, body, encoded: encodeBodies(body) };
    if (this.listening && slot.generation === this.generation) this.store.set(slot.key, page);
    return page;
  }

  private lookup(req: IncomingMessage): CachedPage | undefined {
    if (!this.listening || this.store.entries === 0) return undefined;
    const page = pageKey(req.method, req.url, req.headers.cookie);
    return page && this.store.get(page.key);
  }

  /**
   * Remembers complete anonymous answers (hits never reach this far): a body given whole to
   * res.send, never a stream or a file.
   */
  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      const page = this.listening && pageKey(req.method, req.originalUrl, req.headers.cookie);
      if (!page || !page.storable) return next();
      const generation = this.generation;
      let body: string | Buffer | undefined;
      const send = res.send.bind(res);
      res.send = (sent?: unknown) => {
        if (typeof sent === 'string' || Buffer.isBuffer(sent)) body = sent;
        return send(sent);
      };
      res.on('finish', () => {
        if (body === undefined || !this.listening || generation !== this.generation) return;
        if (!shareable(res)) return;
        const plain = Buffer.from(body);
        // Compressed once here, so that a hit never compresses.
        this.store.set(page.key, {
          type: String(res.getHeader('Content-Type')),
          body: plain,
          encoded: encodeBodies(plain),
        });
      });
      next();
    };
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener?.stop();
  }
}
