import { type INestApplication, Logger } from '@nestjs/common';
import type { paths } from '../../openapi/schema.js';
import { toHttpError } from '../common/http-error.js';
import { collectReadKeys, keepFor, ReadKeys, readKeys } from '../common/read-keys.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { KeyedStore } from './keyed-store.js';
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
  body: unknown;
  /** What it was built from: a render that reuses it reads these. */
  keys: readonly string[];
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
 * `@ServerRead({ reusable: true })`, parsed and deeply frozen (renders share them; the store
 * would freeze them anyway, and a frozen answer saves it walking the whole tree), each kept with
 * the read keys it was built from and dropped with the page cache's answers that carry them.
 * Nothing is reused while the page cache's change notices may be missed.
 */
function answerCache(app: INestApplication) {
  const config = app.get<AppConfig>(APP_CONFIG);
  if (!config.pageCache) return undefined;
  const pages = app.get(PageCache);
  const ttlMs = config.pageCacheTtlSeconds * 1000;
  const store = new KeyedStore<Reused>({
    maxSize: REUSED_CHARS,
    sizeOf: (entry, key) => entry.chars + key.length,
    ttlMs,
  });
  pages.follow(store);
  return {
    key: (path: string, query: RawQuery) => `${path}?${new URLSearchParams(query)}`,
    get(key: string): Reused | undefined {
      if (pages.stamp === undefined) return undefined;
      const found = store.get(key);
      if (found && !found.stale) return found.value;
    },
    /** Read before the answer was computed: an answer computed across a write of it is not kept. */
    get stamp() {
      return pages.stamp;
    },
    /** The answer to send, frozen; kept if nothing it read changed since `since`. */
    keep(key: string, since: number | undefined, json: string, keys: Set<string>): unknown {
      const body = deepFreeze(JSON.parse(json) as unknown);
      if (pages.fresh(since, keys))
        store.set(key, { body, keys: [...keys], chars: json.length }, keys, keepFor(keys, ttlMs));
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
      if (kept !== undefined) {
        readKeys(...kept.keys);
        return { status: 200, body: kept.body };
      }
      const reads = new ReadKeys();
      if (endpoint.keyed) reads.markKeyed();
      try {
        const since = reuse?.stamp;
        const answer = await collectReadKeys(reads, () => endpoint.answer(query));
        const json = JSON.stringify(answer);
        if (key !== undefined && reuse)
          return { status: 200, body: reuse.keep(key, since, json, reads.carried()) };
        return { status: 200, body: JSON.parse(json) as unknown };
      } catch (error) {
        const { status, message, unexpected } = toHttpError(error);
        if (unexpected) {
          logger.error(`GET /api${path} failed in a server render`, (error as Error)?.stack);
        }
        return { status, body: { error: message } };
      } finally {
        // The render read what this answer read, failed or not.
        readKeys(...reads.carried());
      }
    };
  }
  return api;
}
