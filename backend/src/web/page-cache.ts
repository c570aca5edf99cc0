import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import pg from 'pg';
import { ContentEvents } from '../revision/content-events.js';
import { SESSION_COOKIE } from '../session/session.middleware.js';

const CHANNEL = 'content_changed';
const MAX_ENTRIES = 5000;
const RECONNECT_MS = 2000;

interface Entry {
  status: number;
  type: string;
  body: Buffer;
}

/** Anonymous GETs whose answer is the same for every anonymous visitor. */
const CACHEABLE_API = new Set([
  '/api/convo/get',
  '/api/pos/get',
  '/api/arg/get',
  '/api/convo/list',
  '/api/convo/children',
  '/api/pos/children',
  '/api/arg/getnextarg',
  '/api/tag/get',
  '/api/category/list',
  '/api/search',
]);

function isCacheable(
  method: string | undefined,
  path: string,
  cookie: string | undefined,
): boolean {
  if (method !== 'GET' || (cookie && cookie.includes(`${SESSION_COOKIE}=`))) return false;
  if (path.startsWith('/api/')) return CACHEABLE_API.has(path);
  return !path.startsWith('/admin') && !path.startsWith('/assets/');
}

/**
 * Anonymous readers get pages from memory, checked before the web framework's routing. Every
 * content write empties the cache of every app process: locally at once, elsewhere through
 * PostgreSQL NOTIFY (and after a lost LISTEN connection, since notifications may have been missed).
 */
@Injectable()
export class PageCache implements OnModuleDestroy {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every clear: a page rendered across a write must not be stored. */
  private generation = 0;
  private readonly logger = new Logger('PageCache');
  private listener: pg.Client | undefined;
  private databaseUrl: string | undefined;
  private closed = false;

  constructor(events: ContentEvents) {
    events.subscribe(() => {
      this.clear();
      void this.notify();
    });
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
    });
    client.on('notification', () => this.clear());
    client.on('error', () => undefined);
    client.on('end', () => {
      if (this.listener === client) this.listener = undefined;
      this.clear();
      if (!this.closed)
        setTimeout(() => void this.connect().catch(() => undefined), RECONNECT_MS).unref();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.listener = client;
      this.clear();
    } catch (error) {
      this.logger.warn(
        `Cannot listen for content changes (${(error as Error).message}); retrying.`,
      );
      await client.end().catch(() => undefined);
    }
  }

  private async notify(): Promise<void> {
    await this.listener?.query(`NOTIFY ${CHANNEL}`).catch(() => undefined);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * Hits are answered from the server's raw request event, before Express and Nest see the
   * request; everything else goes on to the framework.
   */
  serveHitsBeforeFramework(server: Server): void {
    const [framework] = server.listeners('request') as ((
      req: IncomingMessage,
      res: ServerResponse,
    ) => void)[];
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const hit = this.lookup(req);
      if (!hit) return framework(req, res);
      res.writeHead(hit.status, {
        'Content-Type': hit.type,
        'Content-Length': hit.body.length,
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        'X-Page-Cache': 'hit',
      });
      res.end(hit.body);
    });
  }

  private lookup(req: IncomingMessage): Entry | undefined {
    // Without the LISTEN connection another process's writes would go unseen: no caching then.
    if (!this.listener || this.entries.size === 0 || !req.url) return undefined;
    const path = req.url.split('?', 1)[0];
    if (!isCacheable(req.method, path, req.headers.cookie)) return undefined;
    return this.entries.get(req.url);
  }

  /** Remembers successful anonymous answers (hits never reach this far). */
  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      if (!this.listener || !isCacheable(req.method, req.path, req.headers.cookie)) return next();
      const key = req.originalUrl;
      const generation = this.generation;
      const send = res.send.bind(res);
      res.send = (body?: unknown) => {
        if (
          res.statusCode === 200 &&
          generation === this.generation &&
          !res.getHeader('Set-Cookie') &&
          (typeof body === 'string' || Buffer.isBuffer(body))
        ) {
          if (this.entries.size >= MAX_ENTRIES)
            this.entries.delete(this.entries.keys().next().value!);
          this.entries.set(key, {
            status: 200,
            type: String(res.getHeader('Content-Type') ?? 'text/html'),
            body: Buffer.from(body),
          });
        }
        return send(body);
      };
      next();
    };
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    await this.listener?.end().catch(() => undefined);
  }
}
