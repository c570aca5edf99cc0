import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import onHeaders from 'on-headers';
import { hasRecentWrite, markingWrites, RECENT_WRITE_COOKIE } from '../common/recent-write.js';
import { runReads } from '../database/read-context.js';
import type { ReadReplicas } from '../database/read-replicas.js';
import type { Droppable } from './page-cache.js';
import { pageKey } from './page-key.js';

/**
 * API reads whose answer is the same for every reader, signed in or not, and may lag slightly:
 * searches and vote results (aggregates: a vote bars the replicas until they have it, in the
 * voter's process as it commits and in the others as its notice comes, vote/vote-results-cache.ts).
 */
const SHARED_API_READS = ['/api/yourtake/results/', '/api/yourtakeconvo/results/'];
/** The recent-changes feed: the same for everyone, final up to its snapshot's xmin wherever read. */
const CHANGES = '/api/changes';
const SEARCH = '/api/search';

/** Paths Express routes to the API or the console, whatever their case. */
const API = /^\/api(?:\/|$)/i;
const CONSOLE = /^\/admin(?:\/|$)/i;

/**
 * Whether a request's reads may lag slightly behind the primary, i.e. go to a read replica: a
 * page render (the same for everyone; the personal parts come from GET /api/me), an anonymous
 * read the caches may share (web/page-key.ts: lists, a question, search), a search or vote
 * results. Never a write, a signed-in API read (personal), the console, or anything from a
 * visitor who wrote a moment ago (the recent-write cookie: a forged one only costs its bearer
 * the replicas).
 */
export function requestReadsMayLag(
  method: string | undefined,
  url: string | undefined,
  cookie: string | undefined,
): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || !url || hasRecentWrite(cookie)) return false;
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  if (API.test(path)) {
    // The API's paths as written; another case reaches the same handlers, from the primary.
    if (!path.startsWith('/api/')) return false;
    if (path === SEARCH || path === CHANGES) return true;
    if (SHARED_API_READS.some((shared) => path.startsWith(shared))) return true;
    return pageKey('GET', url, cookie) !== undefined;
  }
  return !CONSOLE.test(path);
}

/**
 * Runs requests in their read context (database/read-context.ts) from the server's raw request
 * event: page renders (given before the framework) read in it. Installed just after the renders,
 * so the answers given from memory before them (cache hits, /api/me, vote results) pay nothing
 * for it. Only with replicas: without, no context is ever made.
 */
export function routeReadsBeforeFramework(server: Server): void {
  const [next] = server.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) =>
    runReads(requestReadsMayLag(req.method, req.url, req.headers.cookie), () => next(req, res)),
  );
}

/**
 * Reads from the primary while the framework loads the session and its account (sessions are
 * the primary's): installed before the session middleware.
 */
export function primaryReadsUntilRouted() {
  return (_req: Request, _res: Response, next: NextFunction) => runReads(false, next);
}

/**
 * The request's own context again for the framework's handlers, after the session middleware
 * (a callback of a database connection opened during another request would carry that
 * request's context).
 */
export function routeReadsInFramework() {
  return (req: Request, _res: Response, next: NextFunction) =>
    runReads(
      // A personal API token signs the request in (tokens' requests never reach the renders).
      req.headers.authorization === undefined &&
        requestReadsMayLag(req.method, req.originalUrl, req.headers.cookie),
      next,
    );
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read-your-writes: a signed-in visitor's successful content write (a 2xx answer to a request
 * that committed a change ContentEvents announced) sets the recent-write cookie for `seconds`;
 * while the browser sends it, the visitor's requests read from the primary, and the page cache
 * and the edge cache in front pass them on. Installed before the session middleware, so its
 * cookie goes out after the session's.
 */
export function recentWriteCookie(seconds: number) {
  const cookie = `${RECENT_WRITE_COOKIE}=1; Max-Age=${seconds}; Path=/; HttpOnly; SameSite=Lax`;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const mark = { wrote: false };
    onHeaders(res, () => {
      if (res.statusCode >= 200 && res.statusCode < 300 && req.user && mark.wrote)
        res.append('Set-Cookie', req.secure ? `${cookie}; Secure` : cookie);
    });
    markingWrites(mark, next);
  };
}

/**
 * What the page cache drops, the replicas hear of: another process's write (its notice), and a
 * lost notice connection (everything dropped). See database/replica-routing.ts.
 */
export function replicasFollowing(replicas: ReadReplicas): Droppable {
  return { drop: () => replicas.writeHeard(), clear: () => replicas.writeHeard() };
}
