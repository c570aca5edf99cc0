import type { IncomingMessage } from 'node:http';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';

/** Answers smaller than this go out as they are (the same threshold for rendered and cached ones). */
export const COMPRESS_THRESHOLD = 1024;

export type ContentEncoding = 'br' | 'gzip';

/** An answer's compressed forms, made once when it is stored. */
export type EncodedBodies = Partial<Record<ContentEncoding, Buffer>>;

/**
 * Brotli quality 5 is within a few per cent of 11 on a page for a tenth of the CPU (a few
 * milliseconds for a large page, less than its render): every content write empties the cache,
 * so pages are encoded again often. Synchronous, so an answer is stored whole or not at all.
 */
const BROTLI_QUALITY = 5;

export function encodeBodies(body: Buffer): EncodedBodies {
  if (body.length < COMPRESS_THRESHOLD) return {};
  return { br: encodeBody(body, 'br'), gzip: encodeBody(body, 'gzip') };
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
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: 9 });
}
