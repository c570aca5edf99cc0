import { Injectable } from '@nestjs/common';
import type { IncomingMessage, Server } from 'node:http';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';
import proxyAddr from 'proxy-addr';
import { addressKey } from '../common/client-address.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { textProblem } from '../common/safe-input.js';
import type { TrustProxy } from '../common/security-headers.js';
import { ReadMemo } from '../web/read-memo.js';
import { PageCache } from '../web/page-cache.js';
import { pageKey } from '../web/page-key.js';
import {
  type EarlyAnswer,
  answerBeforeFramework,
  type HitPipeline,
} from '../web/before-framework.js';
import { COMPRESS_THRESHOLD } from '../web/page-encoding.js';
import { MAX_SEARCH_PAGE } from './search.dto.js';
import { searchText, SearchService } from './search.service.js';

const PREFIX = '/api/search?';

type EtagOf = (body: Buffer, encoding: BufferEncoding) => string;

/** Pages of results kept for signed-in readers: at most this many, and this many bytes. */
const MEMO_TTL_MS = 60 * 60 * 1000;
const MEMO_BYTES = 4 * 1024 * 1024;

/** What the `compression` middleware offers, in its order of preference. */
const ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = ['br', 'gzip'];

export interface SearchParams {
  /** The search text as the API takes it (control characters stripped, trimmed). */
  q: string;
  page: number;
}

/**
 * `?q=...&page=...` when the API would take it as it is: q once, page at most once and written as
 * a plain number in range, nothing else, nothing it would refuse (NUL, an unpaired surrogate,
 * percent-encoding that is not UTF-8, a text too short or too long); else undefined.
 */
export function searchParams(query: string): SearchParams | undefined {
  let q: string | undefined;
  let page: string | undefined;
  for (const part of query.split('&')) {
    const eq = part.indexOf('=');
    if (eq < 0) return undefined;
    const name = part.slice(0, eq);
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).replace(/\+/g, ' '));
    } catch {
      return undefined;
    }
    if (name === 'q' && q === undefined) q = value;
    else if (name === 'page' && page === undefined) page = value;
    else return undefined;
  }
  if (q === undefined || textProblem(q)) return undefined;
  const text = searchText(q);
  if (typeof text !== 'string') return undefined;
  if (page === undefined) return { q: text, page: 1 };
  if (!/^[1-9][0-9]?$/.test(page) || Number(page) > MAX_SEARCH_PAGE) return undefined;
  return { q: text, page: Number(page) };
}

/**
 * A search by a signed-in reader (whose API reads the page cache skips) is answered from the
 * server's raw request event: the same rate limit, the same query and the same JSON as
 * SearchController, with the pipeline's security headers and log line, without the framework's
 * session, passport, validation and routing; and, while no content changed, from memory. Anything
 * else goes on to the framework as before: an anonymous search (the page cache serves or stores
 * it), a query the API would refuse (it answers the 400), a conditional or HEAD request, a
 * rate-limited address (it answers the 429), an error.
 */
@Injectable()
export class SearchFastPath {
  /**
   * Answers given, by page and text, each with the read keys of the search (every kind's lists):
   * results are the same for every reader, and the page cache drops them with its own answers on
   * any content write (of any process). Bounded in bytes; a hit costs no query and, like a
   * page-cache hit for an anonymous reader, no rate-limit point.
   */
  private readonly memo: ReadMemo<Buffer>;

  /** Express's ETag function (weak by default), set at install. */
  private etag: EtagOf = () => {
    throw new Error('SearchFastPath.install() sets the ETag function.');
  };

  constructor(
    private readonly search: SearchService,
    private readonly rateLimits: RateLimitService,
    pages: PageCache,
  ) {
    this.memo = new ReadMemo<Buffer>(pages, {
      maxSize: MEMO_BYTES,
      sizeOf: (json, key) => json.length + key.length,
      ttlMs: MEMO_TTL_MS,
    });
  }

  /**
   * `express` is the Express app: its compiled 'trust proxy' setting gives req.ip (through
   * proxy-addr, as Express does), and its 'etag fn' the ETag it would send.
   */
  install(server: Server, pipeline: HitPipeline, express: { get(setting: string): unknown }): void {
    const trust = express.get('trust proxy fn') as TrustProxy;
    this.etag = express.get('etag fn') as EtagOf;
    answerBeforeFramework(server, pipeline, (req) => this.answer(req, trust));
  }

  answer(req: IncomingMessage, trust: TrustProxy): Promise<EarlyAnswer> | undefined {
    const url = req.url;
    if (req.method !== 'GET' || !url?.startsWith(PREFIX)) return undefined;
    if (req.headers['if-none-match'] !== undefined) return undefined;
    if (pageKey(req.method, url, req.headers.cookie)) return undefined;
    const params = searchParams(url.slice(PREFIX.length));
    if (!params) return undefined;
    const encoding = req.headers['accept-encoding']
      ? new Negotiator(req).encoding(ENCODINGS, { preferred: PREFERRED })
      : undefined;
    if (encoding === 'deflate') return undefined;
    return this.answerSearch(params, addressKey(proxyAddr(req, trust)), encoding);
  }

  /** The page's JSON: kept while nothing it read changed, else searched (spending a point). */
  private async results(q: string, page: number, address: string): Promise<Buffer> {
    return this.memo.get(`${page} ${q}`, async () => {
      await this.rateLimits.consume('searchPerAddress', address);
      return Buffer.from(JSON.stringify(await this.search.search(q, page)));
    });
  }

  private async answerSearch(
    { q, page }: SearchParams,
    address: string,
    encoding: string | undefined,
  ): Promise<EarlyAnswer> {
    const json = await this.results(q, page, address);
    const compress =
      json.length >= COMPRESS_THRESHOLD && (encoding === 'br' || encoding === 'gzip');
    const body = !compress
      ? json
      : encoding === 'br'
        ? zlib.brotliCompressSync(json, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
          })
        : zlib.gzipSync(json);
    return {
      headers: [
        'Content-Type',
        'application/json; charset=utf-8',
        'Content-Length',
        String(body.length),
        'ETag',
        this.etag(json, 'utf8'),
        ...(compress ? ['Content-Encoding', encoding] : []),
        'Vary',
        'Accept-Encoding',
      ],
      body,
    };
  }
}
