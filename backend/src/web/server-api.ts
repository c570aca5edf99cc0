import { type INestApplication, Logger, type Type } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { paths } from '../../openapi/schema.js';
import { ArgHistoryQueryDto, ArgPageQueryDto } from '../arg/arg.dto.js';
import { ArgController } from '../arg/arg.controller.js';
import { ArticleController } from '../article/article.controller.js';
import { ArticleHistoryQueryDto, ArticlePageQueryDto } from '../article/article.dto.js';
import { AuditController } from '../audit/audit.controller.js';
import { LogQueryDto } from '../audit/audit.dto.js';
import { CategoryController } from '../category/category.controller.js';
import { CategoryHistoryQueryDto, CategoryIdQueryDto } from '../category/category.dto.js';
import { toHttpError } from '../common/http-error.js';
import { parsePage } from '../common/page-param.js';
import { createValidationPipe } from '../common/validation.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ConvoHistoryQueryDto, ConvoListQueryDto, ConvoPageQueryDto } from '../convo/convo.dto.js';
import { ConvoController } from '../convo/convo.controller.js';
import { LinkController } from '../link/link.controller.js';
import { ArgRefsQueryDto } from '../link/link.dto.js';
import { PersonController } from '../person/person.controller.js';
import {
  PersonGetQueryDto,
  PersonHistoryQueryDto,
  PersonListQueryDto,
} from '../person/person.dto.js';
import { PosHistoryQueryDto, PosPageQueryDto } from '../pos/pos.dto.js';
import { PosController } from '../pos/pos.controller.js';
import { ProfileController } from '../profile/profile.controller.js';
import { PublicProfileQueryDto } from '../profile/profile.dto.js';
import { QuoteController } from '../quote/quote.controller.js';
import { QuoteArgQueryDto } from '../quote/quote.dto.js';
import { ReqController } from '../req/req.controller.js';
import { ReqHistoryQueryDto, ReqIdQueryDto, ReqListQueryDto } from '../req/req.dto.js';
import { SearchQueryDto } from '../search/search.dto.js';
import { SearchService } from '../search/search.service.js';
import { TagController } from '../tag/tag.controller.js';
import { TagHistoryQueryDto, TagPageQueryDto } from '../tag/tag.dto.js';
import { PageCache } from './page-cache.js';

/** The query parameters of a GET, as a URL carries them. */
export type RawQuery = Readonly<Record<string, string>>;

/** What reader-web's render() gets as `serverApi`: each endpoint answers as over HTTP. */
export type ServerApi = Readonly<
  Record<string, (query: RawQuery) => Promise<{ status: number; body: unknown }>>
>;

/** The API's GET paths that answer JSON (not the image endpoints). */
type GetPath = {
  [P in keyof paths]: paths[P] extends {
    get: { responses: { 200: { content: { 'application/json': unknown } } } };
  }
    ? P
    : never;
}[keyof paths];
/** A GET endpoint of the API, below /api: '/convo/get'. */
type ApiGetPath = GetPath extends `/api${infer Rest}` ? Rest : never;
type Documented<P extends ApiGetPath> =
  paths[`/api${P}`]['get']['responses'][200]['content']['application/json'];
/** What a controller may return for a documented body: a Date where the JSON has its text. */
type BeforeJson<T> = T extends string
  ? string | Date
  : T extends readonly (infer U)[]
    ? BeforeJson<U>[]
    : T extends object
      ? { [K in keyof T]: BeforeJson<T[K]> }
      : T;

interface Endpoint<Result> {
  answer(query: RawQuery): Promise<Result>;
}

type Endpoints = { [P in ApiGetPath]?: Endpoint<BeforeJson<Documented<P>>> };

/**
 * The GET endpoints a server render reads, answered in this process by the very controller methods
 * that serve them over HTTP, after the same validation: the page gets the same JSON as the browser
 * does, without a request to itself. Only what is the same for every visitor: the render never
 * knows who asks (a history is read as an anonymous visitor reads it).
 */
function endpoints(app: INestApplication): Endpoints {
  const pipe = createValidationPipe();
  const endpoint = <Query extends object, Result>(
    dto: Type<Query>,
    answer: (query: Query) => Promise<Result>,
  ): Endpoint<Result> => ({
    answer: async (raw) =>
      answer((await pipe.transform({ ...raw }, { type: 'query', metatype: dto })) as Query),
  });
  const convo = app.get(ConvoController);
  const pos = app.get(PosController);
  const arg = app.get(ArgController);
  const tag = app.get(TagController);
  const links = app.get(LinkController);
  const person = app.get(PersonController);
  const quote = app.get(QuoteController);
  const profile = app.get(ProfileController);
  const req = app.get(ReqController);
  const article = app.get(ArticleController);
  const category = app.get(CategoryController);
  const log = app.get(AuditController);
  const search = app.get(SearchService);
  return {
    '/convo/get': endpoint(ConvoPageQueryDto, (q) => convo.get(q)),
    '/convo/list': endpoint(ConvoListQueryDto, (q) => convo.list(q)),
    '/convo/history': endpoint(ConvoHistoryQueryDto, (q) => convo.history(q, undefined)),
    '/pos/get': endpoint(PosPageQueryDto, (q) => pos.get(q)),
    '/pos/history': endpoint(PosHistoryQueryDto, (q) => pos.history(q, undefined)),
    '/arg/get': endpoint(ArgPageQueryDto, (q) => arg.get(q)),
    '/arg/getnextarg': endpoint(ArgPageQueryDto, (q) => arg.next(q)),
    '/arg/history': endpoint(ArgHistoryQueryDto, (q) => arg.history(q, undefined)),
    '/arg/getreferences': endpoint(ArgRefsQueryDto, (q) => links.getReferences(q)),
    '/tag/get': endpoint(TagPageQueryDto, (q) => tag.get(q)),
    '/tag/history': endpoint(TagHistoryQueryDto, (q) => tag.history(q, undefined)),
    '/person/get': endpoint(PersonGetQueryDto, (q) => person.get(q)),
    '/person/list': endpoint(PersonListQueryDto, (q) => person.list(q)),
    '/person/history': endpoint(PersonHistoryQueryDto, (q) => person.history(q, undefined)),
    '/quote/list': endpoint(QuoteArgQueryDto, (q) => quote.list(q)),
    '/user/profile': endpoint(PublicProfileQueryDto, (q) => profile.publicProfile(q)),
    '/req/get': endpoint(ReqIdQueryDto, (q) => req.get(q)),
    '/req/list': endpoint(ReqListQueryDto, (q) => req.list(q)),
    '/req/history': endpoint(ReqHistoryQueryDto, (q) => req.history(q, undefined)),
    '/article/get': endpoint(ArticlePageQueryDto, (q) => article.get(q)),
    '/article/history': endpoint(ArticleHistoryQueryDto, (q) => article.history(q, undefined)),
    '/category/get': endpoint(CategoryIdQueryDto, (q) => category.get(q)),
    '/category/history': endpoint(CategoryHistoryQueryDto, (q) => category.history(q, undefined)),
    // The moderation log (/log): the page is a path parameter, read as the controller's PageParam.
    '/log/list/{page}': {
      answer: async ({ page, ...query }) =>
        log.list(
          parsePage('page', page),
          (await pipe.transform(query, { type: 'query', metatype: LogQueryDto })) as LogQueryDto,
        ),
    },
    // The results page (/search?q=); its renders are cached per text and page like the API's.
    '/search': endpoint(SearchQueryDto, (q) => search.search(q.q, q.page)),
  };
}

const logger = new Logger('ServerApi');

/**
 * Answers a render reads again and again (a question's page data), kept while no content changed,
 * parsed and deeply frozen (renders share them; the store would freeze them anyway, and a frozen
 * answer saves it walking the whole tree): the page cache's freshness is bumped by every content write of any process,
 * and is unknown (nothing reused) while its change notices may be missed. Only content, the same
 * for every visitor, ever goes in: the render never knows who asks. Histories stay out (their
 * thanks change without a content write).
 */
const REUSABLE = new Set([
  '/convo/get',
  '/convo/list',
  '/pos/get',
  '/arg/get',
  '/arg/getnextarg',
  '/arg/getreferences',
  '/tag/get',
  '/req/get',
  '/req/list',
  '/article/get',
  '/category/get',
  '/user/profile',
  '/person/get',
  '/person/list',
  '/quote/list',
]);
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
    key: (path: string, query: RawQuery) =>
      REUSABLE.has(path) ? `${path}?${new URLSearchParams(query)}` : undefined,
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

/** The in-process API for the reader's server render (see endpoints above). */
export function createServerApi(app: INestApplication): ServerApi {
  const api: Record<string, ServerApi[string]> = {};
  const reused = answerCache(app);
  for (const [path, endpoint] of Object.entries(endpoints(app))) {
    api[path] = async (query) => {
      const key = reused?.key(path, query);
      const kept = key === undefined ? undefined : reused?.get(key);
      if (kept !== undefined) return { status: 200, body: kept.body };
      try {
        const freshness = reused?.freshness;
        // The JSON round trip makes the answer exactly what HTTP sends (dates as text, no classes).
        const json = JSON.stringify(await endpoint.answer(query));
        if (key !== undefined && reused)
          return { status: 200, body: reused.keep(key, freshness, json) };
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
