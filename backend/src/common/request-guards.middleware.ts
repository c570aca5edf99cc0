import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { findTextProblem, jsonNestsDeeperThan, MAX_JSON_DEPTH, textProblem } from './safe-input.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * A state-changing request whose Origin names another site is refused (CSRF defence in depth on
 * top of SameSite=Lax cookies). Requests without Origin (curl, server-to-server) pass.
 */
export function refuseCrossSite(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.headers.origin;
  const fetchSite = req.headers['sec-fetch-site'];
  const crossOrigin = origin !== undefined && hostOf(origin) !== req.headers.host;
  if (crossOrigin || fetchSite === 'cross-site') {
    res
      .status(403)
      .json({ error: 'Cross-site requests are not allowed; send the request from this site.' });
    return;
  }
  next();
}

function hasBody(req: Request): boolean {
  return (
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0
  );
}

/**
 * The routes that take a body other than JSON, and which: uploads take multipart; one-click
 * unsubscribes come from mail programs as a form (RFC 8058; the token is in the query).
 */
const OTHER_BODIES: { matches: (path: string) => boolean; types: string[] }[] = [
  { matches: (path) => path.startsWith('/api/upload/'), types: ['multipart/form-data'] },
  {
    matches: (path) => path === '/api/digest/unsubscribe',
    types: ['application/x-www-form-urlencoded', 'multipart/form-data'],
  },
];

/** API writes take JSON (or what OTHER_BODIES allows); anything else is a 415, not a confusing 400. */
export function requireJsonBody(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method) || !hasBody(req)) return next();
  if (req.is('application/json')) return next();
  const path = req.baseUrl + req.path;
  if (OTHER_BODIES.some((route) => route.matches(path) && req.is(route.types))) return next();
  res.status(415).json({
    error: 'Send the request body as JSON with the header Content-Type: application/json.',
  });
}

/** POST bodies travel as {"body": {...}}; handlers see only the inner object. */
export function unwrapEnvelope(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method)) return next();
  if (!hasBody(req)) {
    req.body = {};
    return next();
  }
  if (!req.is('application/json')) return next();
  const payload: unknown = req.body;
  const inner = isPlainObject(payload) ? payload.body : undefined;
  if (!isPlainObject(inner)) {
    res
      .status(400)
      .json({ error: 'The request body must be a JSON object of the form {"body": {...}}.' });
    return;
  }
  req.body = inner;
  next();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function requestError(status: number, type: string, message: string): Error {
  return Object.assign(new Error(message), { status, statusCode: status, type, expose: true });
}

/**
 * express.json's `verify` hook: runs on the raw bytes before JSON.parse, so a body nested
 * thousands of levels deep is refused (400) before any parser or validator recurses into it.
 */
export function refuseDeepJson(
  _req: IncomingMessage,
  _res: ServerResponse,
  body: Buffer,
  encoding: string | null,
): void {
  // RFC 8259: JSON between systems is UTF-8; the byte scan below relies on it.
  if (encoding && !/^utf-?8$/i.test(encoding))
    throw requestError(415, 'charset.unsupported', 'JSON must be encoded as UTF-8.');
  if (jsonNestsDeeperThan(body, MAX_JSON_DEPTH))
    throw requestError(
      400,
      'entity.too.deep',
      `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`,
    );
}

/** Path parameters are decoded later, by the router; a %00 in any of them is refused here. */
function pathProblem(path: string): string | undefined {
  return /%00/.test(path) ? 'The URL path must not contain NUL characters.' : undefined;
}

function queryProblem(query: Record<string, unknown>): string | undefined {
  for (const [name, value] of Object.entries(query)) {
    const nameProblem = textProblem(name);
    if (nameProblem) return `A query parameter name ${nameProblem}.`;
    if (Array.isArray(value)) return `${name} must be given only once in the query.`;
    if (typeof value !== 'string') return `${name} must be plain text in the query.`;
    const problem = textProblem(value);
    if (problem) return `${name} ${problem}.`;
  }
  return undefined;
}

/**
 * Every API request, before any handler: query parameters are single plain strings, and no string
 * of the path, the query or the (unwrapped) JSON body, keys included, holds NUL or an unpaired
 * surrogate (percent-decoding can't produce one: it refuses such UTF-8).
 */
export function refuseUnsafeText(req: Request, res: Response, next: NextFunction): void {
  const problem =
    pathProblem(req.path) ??
    queryProblem(req.query as Record<string, unknown>) ??
    (req.is('application/json') ? findTextProblem(req.body) : undefined);
  if (problem) {
    res.status(400).json({ error: problem });
    return;
  }
  next();
}
