import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';

/** Answers smaller than this go out as they are (the same threshold for rendered and cached ones). */
export const COMPRESS_THRESHOLD = 1024;

export type ContentEncoding = 'br' | 'gzip';

/**
 * The compressed forms of a kept answer, each made the first time a request asks for it and kept
 * with the answer: a page rendered again after every write of what it shows is compressed only in
 * the encodings its readers ask for (browsers ask for brotli), not in every encoding at once.
 */
export type EncodedBodies = Partial<Record<ContentEncoding, Buffer>>;

/**
 * Brotli quality 5 is within a few per cent of 11 on a page for a tenth of the CPU (a few
 * milliseconds for a large page): a write drops the pages that show what it changed, which are
 * then encoded again.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 9;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * One compressed form of an answer to keep, made in libuv's thread pool: the event loop goes on
 * serving (cache hits, other requests) while a large page is compressed.
 */
export async function encodeBodyLater(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, brotliOptions(body)) : gzip(body, { level: GZIP_LEVEL });
}

function brotliOptions(body: Buffer): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
}

const PREFERRED: readonly ContentEncoding[] = ['br', 'gzip'];

/** The encoding the request prefers among those this server makes, or none (identity). */
export function preferredEncoding(
  req: Pick<IncomingMessage, 'headers'>,
): ContentEncoding | undefined {
  if (!req.headers['accept-encoding']) return undefined;
  const chosen = new Negotiator(req).encoding([...PREFERRED, 'identity'], {
    preferred: PREFERRED,
  });
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/** The encoding an answer of `length` bytes goes out in to this request. */
export function encodingFor(
  req: Pick<IncomingMessage, 'headers'>,
  length: number,
): ContentEncoding | undefined {
  return length < COMPRESS_THRESHOLD ? undefined : preferredEncoding(req);
}

/**
 * An answer's body as it goes out to this request: a kept compressed form it accepts, or one made
 * now (`made`: the caller may keep it with the answer), or the body as it is.
 */
export function bodyFor(
  req: Pick<IncomingMessage, 'headers'>,
  page: { body: Buffer; encoded?: EncodedBodies },
): { encoding?: ContentEncoding; body: Buffer; made?: true } {
  const encoding = encodingFor(req, page.body.length);
  if (!encoding) return { body: page.body };
  const kept = page.encoded?.[encoding];
  if (kept) return { encoding, body: kept };
  return { encoding, body: encodeBody(page.body, encoding), made: true };
}

/** One encoding of a body, on the event loop (the same settings as those made in the pool). */
function encodeBody(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, brotliOptions(body))
    : zlib.gzipSync(body, { level: GZIP_LEVEL });
}
