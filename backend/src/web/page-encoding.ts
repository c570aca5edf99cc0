import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';

/** Answers smaller than this go out as they are (the same threshold for rendered and cached ones). */
export const COMPRESS_THRESHOLD = 1024;

export type ContentEncoding = 'br' | 'gzip';

/** An answer's compressed forms, made once when it is stored. */
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
 * Both compressed forms of an answer to keep, made in libuv's thread pool: the event loop goes on
 * serving (cache hits, other requests) while a large page is compressed.
 */
export async function encodeBodies(body: Buffer): Promise<EncodedBodies> {
  if (body.length < COMPRESS_THRESHOLD) return {};
  const [br, gz] = await Promise.all([
    brotli(body, brotliOptions(body)),
    gzip(body, { level: GZIP_LEVEL }),
  ]);
  return { br, gzip: gz };
}

/**
 * The same, on the event loop: for an answer whose store must not wait (an API answer kept as it
 * finishes, whose next request may come at once).
 */
export function encodeBodiesNow(body: Buffer): EncodedBodies {
  if (body.length < COMPRESS_THRESHOLD) return {};
  return { br: encodeBody(body, 'br'), gzip: encodeBody(body, 'gzip') };
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

/** The encoding to answer with, per the request's Accept-Encoding, among those available. */
export function chooseEncoding(
  req: Pick<IncomingMessage, 'headers'>,
  bodies: EncodedBodies,
): ContentEncoding | undefined {
  return negotiate(
    req,
    PREFERRED.filter((encoding) => bodies[encoding] !== undefined),
  );
}

/** The encoding a fresh answer of `length` bytes goes out in, per the request's Accept-Encoding. */
function negotiateEncoding(
  req: Pick<IncomingMessage, 'headers'>,
  length: number,
): ContentEncoding | undefined {
  if (length < COMPRESS_THRESHOLD || !req.headers['accept-encoding']) return undefined;
  return negotiate(req, PREFERRED);
}

function negotiate(
  req: Pick<IncomingMessage, 'headers'>,
  available: readonly ContentEncoding[],
): ContentEncoding | undefined {
  if (available.length === 0) return undefined;
  const chosen = new Negotiator(req).encoding([...available, 'identity'], {
    preferred: PREFERRED,
  });
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/**
 * A page's body as it goes out to this request: a kept compressed form it accepts, or (for a page
 * that is not kept) compressed now, or as it is.
 */
export function bodyFor(
  req: Pick<IncomingMessage, 'headers'>,
  page: { body: Buffer; encoded?: EncodedBodies },
): { encoding?: ContentEncoding; body: Buffer } {
  if (page.encoded) {
    const encoding = chooseEncoding(req, page.encoded);
    return { encoding, body: (encoding && page.encoded[encoding]) || page.body };
  }
  const encoding = negotiateEncoding(req, page.body.length);
  return { encoding, body: encoding ? encodeBody(page.body, encoding) : page.body };
}

/** One encoding of a body that is sent once and not kept (the same settings as kept ones). */
function encodeBody(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, brotliOptions(body))
    : zlib.gzipSync(body, { level: GZIP_LEVEL });
}
