import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import passport from 'passport';
import { sessionUserRow } from '../session/session-store.js';
import type { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';

type Done<T> = (error: Error | null, value?: T) => void;

/**
 * The session holds only the user id; the user (and its current role) is read on each request,
 * normally in the same query as the session itself. Registered with passport directly, not
 * through @nestjs/passport's PassportSerializer, whose deserializer is not given the request.
 */
@Injectable()
export class SessionSerializer {
  constructor(private readonly users: UsersService) {
    passport.serializeUser((user: Express.User, done: Done<string>) =>
      done(null, (user as UserEntity).id),
    );
    passport.deserializeUser((req: Request, id: string, done: Done<UserEntity | false>) =>
      this.deserialize(req, id, done),
    );
  }

  private deserialize(req: Request, id: string, done: Done<UserEntity | false>): void {
    const row = sessionUserRow(req);
    if (row !== undefined && (row === null || row.id === id)) {
      done(null, row ? this.users.fromRow(row) : false);
      return;
    }
    this.users.findById(id).then(
      (user) => done(null, user ?? false),
      (error: Error) => done(error),
    );
  }
}
