import dns, { type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { Transform } from 'node:stream';
import zlib from 'node:zlib';
import { type AddressPolicy, isAllowedAddress } from './address-policy.js';

/** The limits of one page fetch. */
export interface FetchLimits extends AddressPolicy {
  /** For everything together: connections, redirects and reading. */
  timeoutMs: number;
  /** Redirects followed; one more is refused. */
  maxRedirects: number;
  /** Bytes of the page read (after decompression); the rest is never read. */
  maxBytes: number;
}

export const DEFAULT_FETCH_LIMITS: Omit<FetchLimits, 'allowLoopback'> = {
  timeoutMs: 5000,
  maxRedirects: 3,
  maxBytes: 1024 * 1024,
};

/**
 * Why a fetch was not done or gave nothing usable. `refused`: the address itself is not allowed
 * (a 400 for the caller); otherwise the page could not be used (a 422).
 */
export class FetchError extends Error {
  constructor(
    message: string,
    readonly refused: boolean,
  ) {
    super(message);
  }
}

export interface FetchedPage {
  /** Where the page was finally read from (after redirects): the base of its relative links. */
  url: URL;
  html: string;
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Checks an address before any connection: http or https, no credentials, the default port
 * (80/443; any port only with allowLoopback, for tests), and an IP literal must be allowed.
 */
export function checkTarget(raw: string | URL, policy: AddressPolicy, what = 'url'): URL {
  let url: URL;
  try {
    url = typeof raw === 'string' ? new URL(raw.trim()) : raw;
  } catch {
    throw new FetchError(
      `${what} must be a full web address starting with http:// or https://.`,
      true,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchError(`${what} must start with http:// or https://.`, true);
  if (url.username !== '' || url.password !== '')
    throw new FetchError(`${what} must not contain a user name or password.`, true);
  if (url.port !== '' && !policy.allowLoopback)
    throw new FetchError(`${what} must use the standard port (80 for http, 443 for https).`, true);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === '') throw new FetchError(`${what} must name a host.`, true);
  if (isIP(host) && !isAllowedAddress(host, policy))
    throw new FetchError(`${what} names a private, local or reserved address.`, true);
  return url;
}

/**
 * A dns.lookup for http(s).request that answers only allowed addresses: the socket connects to
 * what it returns, so the address checked is the address connected to (no gap for a DNS answer
 * that changes between a check and the connection). Any refused address in the answer refuses
 * the host.
 */
export function guardedLookup(policy: AddressPolicy) {
  return (
    hostname: string,
    options: LookupOneOptions | LookupAllOptions,
    callback: (
      error: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void,
  ): void => {
    dns.lookup(
      hostname,
      { family: options.family, hints: options.hints, all: true },
      (error, addresses) => {
        if (error) return callback(error, '');
        if (
          addresses.length === 0 ||
          !addresses.every((a) => isAllowedAddress(a.address, policy))
        ) {
          return callback(
            new FetchError(`${hostname} has a private, local or reserved address.`, true),
            '',
          );
        }
        if (options.all) return callback(null, addresses);
        callback(null, addresses[0].address, addresses[0].family);
      },
    );
  };
}

function charsetOf(contentType: string): string {
  const match = /;\s*charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType);
  return match ? match[1].toLowerCase() : 'utf-8';
}

function decode(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** The decompressor of each content encoding read (none for an uncompressed body). */
const DECODERS: Record<string, (() => Transform) | undefined> = {
  gzip: zlib.createGunzip,
  'x-gzip': zlib.createGunzip,
  deflate: zlib.createInflate,
  br: zlib.createBrotliDecompress,
  identity: undefined,
  '': undefined,
};

/** Reads at most `maxBytes` of the (decompressed) body, then stops reading and closes. */
function readCapped(res: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const encoding = (res.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (!Object.hasOwn(DECODERS, encoding)) {
    res.destroy();
    return Promise.reject(
      new FetchError('The page is compressed in a way that cannot be read.', false),
    );
  }
  const decoder = DECODERS[encoding]?.();
  const stream = decoder ? res.pipe(decoder) : res;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      signal.removeEventListener('abort', onAbort);
      res.destroy();
      decoder?.destroy();
      if (error) reject(error);
      else resolve(Buffer.concat(chunks, Math.min(size, maxBytes)).subarray(0, maxBytes));
    };
    const onAbort = () => finish(new FetchError('The page took too long to answer.', false));
    signal.addEventListener('abort', onAbort);
    stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= maxBytes) finish();
    });
    stream.on('end', () => finish());
    // A truncated or broken body still gives what was read.
    stream.on('error', () =>
      finish(size > 0 ? undefined : new FetchError('The page could not be read.', false)),
    );
    res.on('aborted', () => finish());
  });
}

function request(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'GET',
      // A connection of its own (no pooled socket), through the guarded lookup.
      agent: false,
      lookup: guardedLookup(limits) as never,
      signal,
      headers: {
        'user-agent': 'OpinionsLinkPreview/1.0 (+link previews)',
        accept: 'text/html,application/xhtml+xml;q=0.9',
        'accept-encoding': 'gzip, deflate, br',
      },
      maxHeaderSize: 32 * 1024,
    });
    // Belt and braces: never talk to a socket whose peer is not allowed.
    req.on('socket', (socket) => {
      socket.once('connect', () => {
        const peer = socket.remoteAddress;
        if (peer && !isAllowedAddress(peer, limits)) {
          req.destroy(
            new FetchError(`${url.hostname} has a private, local or reserved address.`, true),
          );
        }
      });
    });
    req.on('response', resolve);
    req.on('error', (error) => {
      if (error instanceof FetchError) return reject(error);
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof FetchError) return reject(cause);
      if (signal.aborted) return reject(new FetchError('The page took too long to answer.', false));
      const code = (error as NodeJS.ErrnoException).code;
      reject(
        new FetchError(
          code === 'ENOTFOUND' || code === 'EAI_AGAIN'
            ? `There is no site at ${url.hostname}.`
            : code === 'ECONNREFUSED'
              ? `${url.hostname} refused the connection.`
              : 'The page could not be reached.',
          false,
        ),
      );
    });
    req.end();
  });
}

/**
 * Fetches an HTML page a user named, safely: only public addresses (checked on the address
 * connected to, on every redirect), at most `maxRedirects` redirects, `timeoutMs` in all, the
 * first `maxBytes` of the body, and only text/html (or XHTML) answers with a 2xx status.
 */
export async function fetchPage(raw: string, limits: FetchLimits): Promise<FetchedPage> {
  let url = checkTarget(raw, limits);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const res = await request(url, limits, controller.signal);
      const status = res.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        res.destroy();
        const location = res.headers.location;
        if (!location) throw new FetchError('The page redirected without saying where to.', false);
        if (redirects >= limits.maxRedirects)
          throw new FetchError(
            `The page redirected more than ${limits.maxRedirects} times.`,
            false,
          );
        let next: URL;
        try {
          next = new URL(location, url);
        } catch {
          throw new FetchError('The page redirected to an address that is not one.', false);
        }
        try {
          url = checkTarget(next, limits, 'The redirect');
        } catch (error) {
          if (error instanceof FetchError)
            throw new FetchError(
              `The page redirected to a refused address: ${error.message}`,
              true,
            );
          throw error;
        }
        continue;
      }
      if (status < 200 || status > 299) {
        res.destroy();
        throw new FetchError(`The page answered with HTTP status ${status}.`, false);
      }
      const contentType = String(res.headers['content-type'] ?? '');
      const mediaType = contentType.split(';')[0].trim().toLowerCase();
      if (!HTML_TYPES.has(mediaType)) {
        res.destroy();
        throw new FetchError(
          `The address is not a web page (it is ${mediaType.slice(0, 60) || 'of no stated type'}).`,
          false,
        );
      }
      const body = await readCapped(res, limits.maxBytes, controller.signal);
      return { url, html: decode(body, charsetOf(contentType)) };
    }
  } catch (error) {
    if (error instanceof FetchError) throw error;
    if (controller.signal.aborted) throw new FetchError('The page took too long to answer.', false);
    throw new FetchError('The page could not be reached.', false);
  } finally {
    clearTimeout(timer);
  }
}
