import connectPgSimple from 'connect-pg-simple';
import type { Request } from 'express';
import session, { type SessionData } from 'express-session';
import type { Pool } from 'pg';

/** The users row of the session's account, read with the session (null: none, or deleted). */
export type SessionUserRow = Record<string, unknown> | null;

const SESSION_USER = Symbol('sessionUser');

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

/**
 * connect-pg-simple, with one change: a session is read together with its account's users row
 * (passport keeps the user id at passport.user), so a logged-in request costs one round trip
 * before its handler instead of two.
 */
export class SessionStore extends PgStore {
  constructor(private readonly pool: Pool) {
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
    this.pool
      .query<{ sess: SessionData } & Record<string, unknown>>(
        `SELECT s.sess, u.* FROM session s
           LEFT JOIN users u ON u.id = s.sess #>> '{passport,user}'
          WHERE s.sid = $1 AND s.expire >= to_timestamp($2)`,
        [sid, Math.ceil(Date.now() / 1000)],
      )
      .then(
        ({ rows: [row] }) => {
          if (!row) return callback(null, null);
          const { sess, ...user } = row;
          callback(null, withSessionUser(sess, user.id ? user : null));
        },
        (error: unknown) => callback(error),
      );
  }

  override createSession(req: Request, data: SessionData) {
    (req as Request & WithSessionUser)[SESSION_USER] = (data as SessionData & WithSessionUser)[
      SESSION_USER
    ];
    return super.createSession(req, data);
  }
}
