import session from 'express-session';
import type { Pool } from 'pg';
import { SessionStore } from './session-store.js';

export const SESSION_COOKIE = 'opinions.sid';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** Sessions live in PostgreSQL, so any number of app processes serve the same users. */
export function sessionMiddleware(pool: Pool, secret: string) {
  return session({
    name: SESSION_COOKIE,
    secret,
    store: new SessionStore(pool),
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
}
