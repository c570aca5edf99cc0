import session from 'express-session';
import type { Pool } from 'pg';
import { anonymousVoterCookies } from './anonymous-voter.js';
import type { SessionCache } from './session-cache.js';
import { cookieValue, SESSION_COOKIE, signedSessionId } from './session-cookie.js';
import { SessionStore } from './session-store.js';

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Sessions live in PostgreSQL, so any number of app processes serve the same users. Anonymous
 * voters need no session: their signed cookie is checked with a key derived from the same secret.
 */
export function sessionMiddleware(pool: Pool, secret: string, cache?: SessionCache) {
  const sessions = session({
    name: SESSION_COOKIE,
    secret,
    store: new SessionStore(pool, cache),
    resave: false,
    // Anonymous readers get no session (and no cookie) until something needs one.
    saveUninitialized: false,
    rolling: false,
    // 'auto': Secure whenever the request came over HTTPS (directly or via a trusted proxy).
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      maxAge: THIRTY_DAYS_MS,
      path: '/',
    },
  });
  return [sessions, anonymousVoterCookies(secret)];
}

/** The session id of a Cookie header's session cookie, if signed with this secret. */
export function sessionIdOf(cookieHeader: string | undefined, secret: string): string | undefined {
  return signedSessionId(cookieValue(cookieHeader, SESSION_COOKIE), secret);
}
