import { Injectable } from '@nestjs/common';
import type { IncomingMessage, Server } from 'node:http';
import { anonymousVoterKey, anonymousVoterOf } from '../session/anonymous-voter.js';
import { readSession, SessionCache, type SessionFields } from '../session/session-cache.js';
import { SESSION_COOKIE } from '../session/session-cookie.js';
import { sessionIdOf } from '../session/session.middleware.js';
import { UsersService } from '../users/users.service.js';
import { answerBeforeFramework, type HitPipeline, jsonHeaders } from '../web/before-framework.js';
import { PAGE_PATH, PAGE_PATH_MAX } from './me.dto.js';
import { MeService, type Reader } from './me.service.js';

const PREFIX = '/api/me?';

/**
 * GET /api/me is asked by every page view, so when everything its answer needs is in memory (the
 * session in the SessionCache, the reader's votes on the page in OwnVotes) it is answered from the
 * server's raw request event, like a page-cache hit: the same security headers and log line, no
 * framework. Anything else (no session in memory, votes not read yet, a query the API would
 * refuse) goes on to MeController, which gives the same answer and fills those caches.
 */
@Injectable()
export class MeFastPath {
  constructor(
    private readonly me: MeService,
    private readonly sessions: SessionCache,
    private readonly users: UsersService,
  ) {}

  install(server: Server, pipeline: HitPipeline, secret: string): void {
    const voterKey = anonymousVoterKey(secret);
    answerBeforeFramework(server, pipeline, (req) => {
      const body =
        req.method === 'GET' && req.url?.startsWith(PREFIX)
          ? this.answer(req, secret, voterKey)
          : undefined;
      return body === undefined
        ? undefined
        : { headers: jsonHeaders(body, 'Cache-Control', 'private, no-store'), body };
    });
  }

  private answer(req: IncomingMessage, secret: string, voterKey: Buffer): string | undefined {
    const path = pathOf(req.url!);
    if (path === undefined) return undefined;
    const reader = this.reader(req.headers.cookie, secret, voterKey);
    if (!reader) return undefined;
    return this.me.cachedAnswer(reader, path);
  }

  private reader(cookie: string | undefined, secret: string, voterKey: Buffer): Reader | undefined {
    if (!cookie) return { user: null, anonymousVoter: undefined };
    const sid = sessionIdOf(cookie, secret);
    let session: SessionFields = {};
    let user: Reader['user'] = null;
    if (sid) {
      const kept = this.sessions.get(sid);
      if (!kept) return undefined;
      const read = readSession(kept);
      session = read.fields;
      if (read.userId) user = this.users.fromRow(kept.user!);
    } else if (cookie.includes(`${SESSION_COOKIE}=`)) {
      // A session cookie that is not ours: let express-session decide what it means.
      return undefined;
    }
    if (user) return { user, anonymousVoter: undefined };
    return {
      user: null,
      anonymousVoter: anonymousVoterOf(cookie, voterKey) ?? session.anonVoterId,
    };
  }
}

/** The page path of "/api/me?path=...", when it is the only parameter and valid; else undefined. */
function pathOf(url: string): string | undefined {
  const params = new URLSearchParams(url.slice(PREFIX.length));
  let path: string | undefined;
  for (const [name, value] of params) {
    if (name !== 'path' || path !== undefined) return undefined;
    path = value;
  }
  return path !== undefined && path.length <= PAGE_PATH_MAX && PAGE_PATH.test(path)
    ? path
    : undefined;
}
