import { type INestApplication, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { paths } from '../../openapi/schema.js';
import { toHttpError } from '../common/http-error.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PageCache } from './page-cache.js';
import { type RawQuery, ServerReads } from './server-reads.js';

export type { RawQuery } from './server-reads.js';

/** The API's GET paths that answer JSON (not the image endpoints). */
type GetPath = {
  [P in keyof paths]: paths[P] extends {
    get: { responses: { 200: { content: { 'application/json': unknown } } } };
  }
    ? P
    : never;
}[keyof paths];
/** A GET endpoint of the API, below /api: '/convo/get'. */
export type ApiGetPath = GetPath extends `/api${infer Rest}` ? Rest : never;

/**
 * What reader-web's render() gets as `serverApi`: the API's GET endpoints marked @ServerRead(),
 * by their path below /api, each answering as over HTTP (status and JSON body, errors included).
 */
export type ServerApi = Readonly<Partial<Record<ApiGetPath, ServerApiCall>>>;
type ServerApiCall = (query: RawQuery) => Promise<{ status: number; body: unknown }>;

const logger = new Logger('ServerApi');

/** Bound of the JSON text held, in characters. */
const REUSED_CHARS = 16 * 1024 * 1024;

interface Reused {
  freshness: number;
  body: unknown;
  /** Length of its JSON text: what counts against the bound. */
  chars: number;
}

/** Freezes a parsed JSON value and everything in it. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

/**
 * Answers a render reads again and again (a question's page data), from endpoints marked
 * `@ServerRead({ reusable: true })`, kept while no content changed, parsed and deeply frozen
 * (renders share them; the store would freeze them anyway, and a frozen answer saves it walking
 * the whole tree): the page cache's freshness is bumped by every content write of any process,
 * and is unknown (nothing reused) while its change notices may be missed.
 */
function answerCache(app: INestApplication) {
  const config = app.get<AppConfig>(APP_CONFIG);
  if (!config.pageCache) return undefined;
  const pages = app.get(PageCache);
  const cache = new LRUCache<string, Reused>({
    maxSize: REUSED_CHARS,
    maxEntrySize: REUSED_CHARS / 16,
    sizeCalculation: (entry, key) => entry.chars + key.length,
    ttl: config.pageCacheTtlSeconds * 1000,
  });
  return {
    key: (path: string, query: RawQuery) => `${path}?${new URLSearchParams(query)}`,
    get(key: string): { body: unknown } | undefined {
      const entry = cache.get(key);
      if (entry && entry.freshness === pages.freshness) return entry;
    },
    /** Read before the answer was computed: an answer computed across a write is not kept. */
    get freshness() {
      return pages.freshness;
    },
    /** The answer to send, frozen; kept if no content changed since `freshness` was read. */
    keep(key: string, freshness: number | undefined, json: string): unknown {
      const body = deepFreeze(JSON.parse(json) as unknown);
      if (freshness !== undefined && freshness === pages.freshness)
        cache.set(key, { freshness, body, chars: json.length });
      return body;
    },
  };
}

/**
 * The in-process API for the reader's server render: each endpoint marked @ServerRead(), answered
 * by its controller method in this process, the answer made exactly what HTTP sends (the JSON
 * round trip: dates as text, no classes; errors as their status and {"error"}), without a
 * request to itself.
 */
export function createServerApi(app: INestApplication): ServerApi {
  const api: Record<string, ServerApiCall> = {};
  const reused = answerCache(app);
  for (const endpoint of app.get(ServerReads).endpoints().values()) {
    const { path } = endpoint;
    const reuse = endpoint.reusable ? reused : undefined;
    api[path] = async (query) => {
      const key = reuse?.key(path, query);
      const kept = key === undefined ? undefined : reuse?.get(key);
      if (kept !== undefined) return { status: 200, body: kept.body };
      try {
        const freshness = reuse?.freshness;
        const json = JSON.stringify(await endpoint.answer(query));
        if (key !== undefined && reuse)
          return { status: 200, body: reuse.keep(key, freshness, json) };
        return { status: 200, body: JSON.parse(json) as unknown };
      } catch (error) {
        const { status, message, unexpected } = toHttpError(error);
        if (unexpected) {
          logger.error(`GET /api${path} failed in a server render`, (error as Error)?.stack);
        }
        return { status, body: { error: message } };
      }
    };
  }
  return api;
}
