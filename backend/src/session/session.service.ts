import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { Repository } from 'typeorm';
import type { UserEntity } from '../users/user.entity.js';
import { anonymousVoter, forgetAnonymousVoter } from './anonymous-voter.js';
import { SessionEntity } from './session.entity.js';
import { LoginEvents } from './login-events.js';
import { PersonalNotices } from './personal-notices.js';
import { SESSION_COOKIE } from './session-cookie.js';
import { passwordStamp } from './session-store.js';
import { accountVoterKey, visitorVoterKey } from '../vote/vote-ledger.js';

declare module 'express-session' {
  interface SessionData {
    /** Sessions from before the voter cookie kept an anonymous visitor's votes under this id. */
    anonVoterId?: string;
  }
}

@Injectable()
export class SessionService {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    private readonly loginEvents: LoginEvents,
    private readonly notices: PersonalNotices,
  ) {}

  /** passport regenerates the session id here, so a fixated id never becomes a logged-in one. */
  async establish(req: Request, user: UserEntity): Promise<void> {
    const voter = anonymousVoter(req) ?? req.session?.anonVoterId;
    await new Promise<void>((resolve, reject) =>
      req.login(user, (error) => (error ? reject(error) : resolve())),
    );
    req.session.passwordStamp = passwordStamp(user.passwordHash);
    await this.loginEvents.loggedIn(voter, user);
    // The adopted votes are the account's now: this process forgets both voters' at once.
    if (voter) this.notices.local({ kind: 'voter', id: visitorVoterKey(voter) });
    this.notices.local({ kind: 'voter', id: accountVoterKey(user.id) });
    if (req.res) forgetAnonymousVoter(req, req.res);
  }

  async end(req: Request): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      req.logout((error) => (error ? reject(error) : resolve())),
    );
    await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
    // A logged-out browser sends no cookie, so it reads from the anonymous page cache again.
    req.res?.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
  }

  /**
   * The account changed (its role, say): every process reads its sessions again, this one at
   * once, the others when the database's notice arrives.
   */
  accountChanged(userId: string): void {
    this.notices.local({ kind: 'user', id: userId });
  }

  /** Logs the user out everywhere else (after a password change). */
  async revokeOthers(userId: string, keepSid: string | undefined): Promise<void> {
    const qb = this.sessions
      .createQueryBuilder()
      .delete()
      .where(`(sess -> 'passport' ->> 'user') = :userId`, { userId });
    if (keepSid) qb.andWhere('sid <> :keepSid', { keepSid });
    await qb.execute();
    this.notices.local({ kind: 'user', id: userId });
  }
}
