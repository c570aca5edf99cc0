import type { NextFunction, Request, Response } from 'express';

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

/** API writes take JSON (or multipart for uploads); anything else is a 415, not a confusing 400. */
export function requireJsonBody(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method) || !hasBody(req)) return next();
  if (req.is('application/json')) return next();
  if ((req.baseUrl + req.path).startsWith('/api/upload/') && req.is('multipart/form-data'))
    return next();
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
