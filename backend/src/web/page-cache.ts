import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import pg from 'pg';
import { logAnswered, type RequestLogger, requestIdOf } from '../common/request-logger.js';
import type { ApplySecurityHeaders } from '../common/security-headers.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { CONTENT_CHANNEL, ContentEvents } from '../common/content-events.js';
import { chooseEncoding, encodeBodies } from './page-encoding.js';
import { pageKey } from './page-key.js';
import { type CachedPage, PageStore } from './page-store.js';

const RECONNECT_MS = 2000;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** What every answer gets, rendered or served from memory. */
export interface HitPipeline {
  securityHeaders: ApplySecurityHeaders;
  /** The request logger (also sets X-Request-Id); hits write its line through logAnswered. */
  logRequest: RequestLogger;
}

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
  private readonly logger = new Logger('PageCache');
  private listener: pg.Client | undefined;
  private databaseUrl: string | undefined;
  private closed = false;

  constructor(events: ContentEvents, @Inject(APP_CONFIG) config: AppConfig) {
    this.store = new PageStore({
      maxBytes: config.pageCacheMaxBytes,
      ttlMs: config.pageCacheTtlSeconds * 1000,
    });
    events.subscribe(() => this.clear());
  }

  get listening(): boolean {
    return this.listener !== undefined;
  }

  /**
   * Changes at every clear (every content write, any process), or undefined while notices may be
   * missed: what was read at one generation may be reused while it lasts (server-api.ts).
   */
  get freshness(): number | undefined {
    return this.listener ? this.generation : undefined;
  }

  /** Entries held and the bytes they count against the bound. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.store.entries, bytes: this.store.bytes };
  }

  async listen(databaseUrl: string): Promise<void> {
    this.databaseUrl = databaseUrl;
    await this.connect();
  }

  private async connect(): Promise<void> {
    if (this.closed || !this.databaseUrl) return;
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: 'opinions-page-cache',
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL) this.clear();
    });
    client.on('error', () => undefined);
    client.on('end', () => {
      if (this.listener === client) this.listener = undefined;
      this.clear();
      if (!this.closed)
        setTimeout(() => void this.connect().catch(() => undefined), RECONNECT_MS).unref();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_CHANNEL}`);
      // Anything stored before this point may have missed a notice.
      this.clear();
      this.listener = client;
    } catch (error) {
      this.logger.warn(
        `Cannot listen for content changes (${(error as Error).message}); retrying.`,
      );
      await client.end().catch(() => undefined);
    }
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
    const [framework] = server.listeners('request') as Handler[];
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const startedAt = Date.now();
      const hit = this.lookup(req);
      if (!hit) return framework(req, res);
      const id = requestIdOf(req);
      const encoding = hit.encoded && chooseEncoding(req, hit.encoded);
      const body = (encoding && hit.encoded?.[encoding]) || hit.body;
      // One header block for writeHead: a hit is on the hot path, setHeader per header is not.
      const headers = [
        ...pipeline.securityHeaders.flat(req),
        'X-Request-Id',
        id,
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
      res.writeHead(200, headers);
      res.end(body);
      logAnswered(pipeline.logRequest, req, res, id, startedAt);
    });
  }

  private lookup(req: IncomingMessage): CachedPage | undefined {
    if (!this.listener || this.store.entries === 0) return undefined;
    const page = pageKey(req.method, req.url, req.headers.cookie);
    return page && this.store.get(page.key);
  }

  /**
   * Remembers complete anonymous answers (hits never reach this far): a body given whole to
   * res.send, never a stream or a file.
   */
  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      const page = this.listener && pageKey(req.method, req.originalUrl, req.headers.cookie);
      if (!page || !page.storable) return next();
      const generation = this.generation;
      let body: string | Buffer | undefined;
      const send = res.send.bind(res);
      res.send = (sent?: unknown) => {
        if (typeof sent === 'string' || Buffer.isBuffer(sent)) body = sent;
        return send(sent);
      };
      res.on('finish', () => {
        if (body === undefined || !this.listener || generation !== this.generation) return;
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
    this.closed = true;
    await this.listener?.end().catch(() => undefined);
  }
}
