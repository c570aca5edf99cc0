import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PersonalNotices } from './personal-notices.js';
import type { SessionUserRow } from './session-store.js';

/** Sessions held per process; each costs well under a kilobyte. */
const MAX_SESSIONS = 20_000;
/** The bound on how long a missed notice can keep a logged-out session or an old role alive. */
export const SESSION_CACHE_TTL_MS = 30_000;

/** A session as the store read it, with its account's row. */
export interface CachedSession {
  /** The session data as stored (JSON text: express-session mutates what it is given). */
  sessJson: string;
  user: SessionUserRow;
  /** When the session itself expires (ms since the epoch). */
  expiresAt: number;
}

/** The fields of a session that requests answered before the framework read. */
export interface SessionFields {
  passport?: { user?: string };
  anonVoterId?: string;
}

interface ReadSession {
  readonly fields: Readonly<SessionFields>;
  readonly userId: string | undefined;
}

/** Each kept session parsed once, on its first read before the framework; gone with the entry. */
const parsed = new WeakMap<CachedSession, ReadSession>();

/**
 * A kept session's fields, and the account it is signed in as: its passport user when that
 * account exists (what the controllers' sign-in check passes), else undefined.
 */
export function readSession(kept: CachedSession): ReadSession {
  let read = parsed.get(kept);
  if (!read) {
    const fields = Object.freeze(JSON.parse(kept.sessJson) as SessionFields);
    const id = fields.passport?.user;
    read = Object.freeze({
      fields,
      userId: id !== undefined && kept.user?.id === id ? id : undefined,
    });
    parsed.set(kept, read);
  }
  return read;
}

/**
 * Sessions (with their account's row) in memory for a few seconds, so a signed-in request costs
 * no database round trip before its handler. A logout, password change or role change forgets the
 * session here at once and in every other process through PersonalNotices; while those notices
 * cannot be heard, nothing is kept.
 */
@Injectable()
export class SessionCache {
  private readonly sessions = new LRUCache<string, CachedSession>({
    max: MAX_SESSIONS,
    ttl: SESSION_CACHE_TTL_MS,
  });
  /** Bumped by every forget: a read that started before it must not be kept. */
  private generation = 0;

  private readonly enabled: boolean;

  constructor(
    private readonly notices: PersonalNotices,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.enabled = config.sessionCache;
    notices.subscribe((notice) => {
      if (notice.kind === 'sid') this.forget(notice.id);
      else if (notice.kind === 'user') this.forgetUser(notice.id);
      else if (notice.kind === 'all') this.clear();
    });
  }

  /** A generation to hand back to set(): reads across a forget are not kept. */
  get mark(): number {
    return this.generation;
  }

  get(sid: string): CachedSession | undefined {
    if (!this.enabled || !this.notices.listening) return undefined;
    const entry = this.sessions.get(sid);
    if (entry && entry.expiresAt <= Date.now()) {
      this.sessions.delete(sid);
      return undefined;
    }
    return entry;
  }

  set(sid: string, entry: CachedSession, mark: number): void {
    if (!this.enabled || mark !== this.generation || !this.notices.listening) return;
    const ttl = Math.min(SESSION_CACHE_TTL_MS, entry.expiresAt - Date.now());
    if (ttl > 0) this.sessions.set(sid, entry, { ttl });
  }

  forget(sid: string): void {
    this.generation += 1;
    this.sessions.delete(sid);
  }

  /** Every session of the account (a role change, a password change, the account deleted). */
  forgetUser(userId: string): void {
    this.generation += 1;
    for (const [sid, entry] of this.sessions.entries()) {
      if (entry.user?.id === userId) this.sessions.delete(sid);
    }
  }

  clear(): void {
    this.generation += 1;
    this.sessions.clear();
  }

  get size(): number {
    return this.sessions.size;
  }
}
