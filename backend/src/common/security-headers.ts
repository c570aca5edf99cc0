import type { IncomingMessage, ServerResponse } from 'node:http';
import { TLSSocket } from 'node:tls';
import helmet from 'helmet';

type Header = readonly [name: string, value: string];
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
/** Express's compiled 'trust proxy' setting: may this peer's X-Forwarded-* headers be believed? */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

/**
 * The page and API policy. Scripts come only from the site's own files (the reader's server state
 * is a non-executable JSON script); react-admin, MUI and server-rendered style attributes need
 * inline styles.
 */
const DIRECTIVES = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  // An argument's link cards show the linked page's image and its site's icon, served by that
  // site (https only; images cannot run script; the cards send no referrer).
  'img-src': ["'self'", 'data:', 'https:'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // Plain-http installs (localhost) must keep working; HSTS covers https ones.
  'upgrade-insecure-requests': null,
};

/** Runs a helmet middleware once against a recording response: its headers never vary. */
function headersOf(middleware: Middleware): Header[] {
  const headers: Header[] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers.push([name, String(value)]);
    },
    removeHeader() {},
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

const HEADERS: readonly Header[] = headersOf(
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    xPoweredBy: false,
  }) as Middleware,
);

const HSTS: readonly Header[] = headersOf(
  helmet.strictTransportSecurity({ maxAge: 365 * 24 * 3600, includeSubDomains: true }),
);

/** Same answer as Express's req.protocol === 'https', for requests Express never sees. */
function overHttps(req: IncomingMessage, trust: TrustProxy): boolean {
  const direct = req.socket instanceof TLSSocket && req.socket.encrypted;
  if (!trust(req.socket.remoteAddress, 0)) return direct;
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = typeof forwarded === 'string' ? forwarded.split(',', 1)[0].trim() : undefined;
  return proto ? proto === 'https' : direct;
}

/**
 * The security headers of every answer (pages, API, files and page-cache hits alike), computed
 * once; HSTS only on answers that went out over https (directly or through a trusted proxy).
 */
export function securityHeaders(trust: TrustProxy) {
  const apply = function applySecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
    for (const [name, value] of HEADERS) res.setHeader(name, value);
    if (overHttps(req, trust)) for (const [name, value] of HSTS) res.setHeader(name, value);
  };
  /** The same headers as one flat [name, value, ...] list, for res.writeHead. */
  apply.flat = (req: IncomingMessage): readonly string[] =>
    overHttps(req, trust) ? FLAT_OVER_HTTPS : FLAT;
  return apply;
}

const FLAT: readonly string[] = HEADERS.flat();
const FLAT_OVER_HTTPS: readonly string[] = [...HEADERS, ...HSTS].flat();

export type ApplySecurityHeaders = ReturnType<typeof securityHeaders>;
