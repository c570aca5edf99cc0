import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { Repository } from 'typeorm';
import type { UserEntity } from '../users/user.entity.js';
import { SessionEntity } from './session.entity.js';
import { SESSION_COOKIE } from './session.middleware.js';

@Injectable()
export class SessionService {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
  ) {}

  /** passport regenerates the session id here, so a fixated id never becomes a logged-in one. */
  establish(req: Request, user: UserEntity): Promise<void> {
    return new Promise((resolve, reject) =>
      req.login(user, (error) => (error ? reject(error) : resolve())),
    );
  }

  async end(req: Request): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      req.logout((error) => (error ? reject(error) : resolve())),
    );
    await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
    // A logged-out browser sends no cookie, so it reads from the anonymous page cache again.
    req.res?.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
  }

  /** Logs the user out everywhere else (after a password change). */
  async revokeOthers(userId: string, keepSid: string | undefined): Promise<void> {
    const qb = this.sessions
      .createQueryBuilder()
      .delete()
      .where(`(sess -> 'passport' ->> 'user') = :userId`, { userId });
    if (keepSid) qb.andWhere('sid <> :keepSid', { keepSid });
    await qb.execute();
  }
}
