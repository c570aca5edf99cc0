import { createHash } from 'node:crypto';
import connectPgSimple from 'connect-pg-simple';
import type { Request } from 'express';
import session, { type SessionData } from 'express-session';
import type { Pool } from 'pg';
import type { SessionCache } from './session-cache.js';

/** The users row of the session's account, read with the session (null: none, or deleted). */
export type SessionUserRow = Record<string, unknown> | null;

const SESSION_USER = Symbol('sessionUser');

declare module 'express-session' {
  interface SessionData {
    /** passwordStamp() of the account's password when the session signed in. */
    passwordStamp?: string;
  }
}

/**
 * A short digest of an account's password hash, kept in each session it signs in. A session
 * whose stamp no longer matches (the password changed since) is signed in as nobody, whichever
 * process reads it: this also ends a session that a login checked against the old password just
 * before the change, or that a request in flight saved back after the change deleted it.
 */
export function passwordStamp(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
}

/** The account row, unless the session signed in under a password the account no longer has. */
function signedInRow(sess: SessionData, columns: Record<string, unknown>): SessionUserRow {
  if (!columns.id) return null;
  const stamp = sess.passwordStamp;
  if (stamp !== undefined && stamp !== passwordStamp(String(columns.password_hash))) return null;
  return columns;
}

interface WithSessionUser {
  [SESSION_USER]?: SessionUserRow;
}

/**
 * The user row that came with this request's session, if the session was loaded from the store;
 * undefined when it was not (so the caller reads the user itself).
 */
export function sessionUserRow(req: Request): SessionUserRow | undefined {
  return (req as Request & WithSessionUser)[SESSION_USER];
}

/** Marks a loaded session with its account's row; not enumerable, so never written back. */
export function withSessionUser(data: SessionData, row: SessionUserRow): SessionData {
  Object.defineProperty(data, SESSION_USER, { value: row, configurable: true });
  return data;
}

const PgStore = connectPgSimple(session);

type Callback = (err?: unknown) => void;

/**
 * connect-pg-simple, with two changes: a session is read together with its account's users row
 * (passport keeps the user id at passport.user), so a logged-in request costs one round trip
 * before its handler instead of two; and that read is kept a few seconds in the SessionCache, so
 * most requests cost none.
 */
export class SessionStore extends PgStore {
  constructor(
    private readonly pool: Pool,
    private readonly cache?: SessionCache,
  ) {
    super({
      pool,
      tableName: 'session',
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
      // No UPDATE on every request: a session lasts its maxAge from login.
      disableTouch: true,
    });
  }

  override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
    const kept = this.cache?.get(sid);
    if (kept) {
      callback(null, withSessionUser(JSON.parse(kept.sessJson) as SessionData, kept.user));
      return;
    }
    const mark = this.cache?.mark ?? 0;
    this.pool
      .query<{ sess: SessionData; session_expires_ms: number } & Record<string, unknown>>(
        `SELECT s.sess, (EXTRACT(EPOCH FROM s.expire::timestamptz) * 1000)::float8 AS session_expires_ms, u.* FROM session s
           LEFT JOIN users u ON u.id = s.sess #>> '{passport,user}'
          WHERE s.sid = $1 AND s.expire >= to_timestamp($2)`,
        [sid, Math.ceil(Date.now() / 1000)],
      )
      .then(
        ({ rows: [row] }) => {
          if (!row) return callback(null, null);
          const { sess, session_expires_ms: expiresAt, ...columns } = row;
          const user = signedInRow(sess, columns);
          this.cache?.set(sid, { sessJson: JSON.stringify(sess), user, expiresAt }, mark);
          callback(null, withSessionUser(sess, user));
        },
        (error: unknown) => callback(error),
      );
  }

  /** A changed session is forgotten here at once (other processes hear it from the database). */
  override set(sid: string, session: SessionData, callback?: Callback): void {
    this.cache?.forget(sid);
    super.set(sid, session, (error?: unknown) => {
      this.cache?.forget(sid);
      callback?.(error);
    });
  }

  override destroy(sid: string, callback?: Callback): void {
    this.cache?.forget(sid);
    super.destroy(sid, (error?: unknown) => {
      this.cache?.forget(sid);
      callback?.(error);
    });
  }

  override createSession(req: Request, data: SessionData) {
    (req as Request & WithSessionUser)[SESSION_USER] = (data as SessionData & WithSessionUser)[
      SESSION_USER
    ];
    return super.createSession(req, data);
  }
}
