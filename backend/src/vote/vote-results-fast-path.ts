import { Injectable } from '@nestjs/common';
import type { IncomingMessage, Server } from 'node:http';
import { ID_PATTERN } from '../common/id-validation.js';
import { readSession, SessionCache } from '../session/session-cache.js';
import { sessionIdOf } from '../session/session.middleware.js';
import { answerBeforeFramework, type HitPipeline, jsonHeaders } from '../web/before-framework.js';
import { PERSONAL_CACHE_CONTROL } from '../web/edge-headers.js';
import { VoteResultsCache } from './vote-results-cache.js';
import type { VoteTarget } from './vote.entity.js';

/** The queries answered here (any other goes on to the controller, which checks it). */
const VERSIONS_QUERY = new Map<string, 'current' | 'all'>([
  ['versions=current', 'current'],
  ['versions=all', 'all'],
]);

const PREFIXES: readonly [string, VoteTarget][] = [
  ['/api/yourtake/results/', 'arg'],
  ['/api/yourtakeconvo/results/', 'convo'],
];

/**
 * Vote results are read by every vote widget a signed-in reader sees, and are the same for every
 * reader: when the reader's session and the target's results are both in memory they are answered
 * from the server's raw request event, like a page-cache hit (same security headers and log line,
 * no framework). Anything else (no session in memory, an anonymous visitor, results not read yet,
 * an unknown target) goes on to VoteController, which gives the same answer or the error.
 */
@Injectable()
export class VoteResultsFastPath {
  constructor(
    private readonly results: VoteResultsCache,
    private readonly sessions: SessionCache,
  ) {}

  install(server: Server, pipeline: HitPipeline, secret: string): void {
    answerBeforeFramework(server, pipeline, (req) => {
      const body = req.method === 'GET' ? this.answer(req, secret) : undefined;
      return body === undefined
        ? undefined
        : { headers: jsonHeaders(body, 'Cache-Control', PERSONAL_CACHE_CONTROL), body };
    });
  }

  private answer(req: IncomingMessage, secret: string): string | undefined {
    const url = req.url!;
    const prefix = PREFIXES.find(([p]) => url.startsWith(p));
    if (!prefix) return undefined;
    const [id, query] = url.slice(prefix[0].length).split('?', 2);
    const versions = query === undefined ? 'current' : VERSIONS_QUERY.get(query);
    if (!versions || !ID_PATTERN.test(id) || !this.signedIn(req.headers.cookie, secret))
      return undefined;
    const results = this.results.peek(prefix[1], id);
    return versions === 'all' ? (results?.all ?? results)?.json : results?.json;
  }

  /** A session in memory whose account exists: what the controller's sign-in check passes. */
  private signedIn(cookie: string | undefined, secret: string): boolean {
    const sid = sessionIdOf(cookie, secret);
    const kept = sid === undefined ? undefined : this.sessions.get(sid);
    return kept !== undefined && readSession(kept).userId !== undefined;
  }
}
