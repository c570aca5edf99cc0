import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';

/** The session holds only the user id; the user (and its current role) is read on each request. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UsersService) {
    super();
  }

  serializeUser(user: UserEntity, done: (error: Error | null, id?: string) => void): void {
    done(null, user.id);
  }

  deserializeUser(
    id: string,
    done: (error: Error | null, user?: UserEntity | false) => void,
  ): void {
    this.users.findById(id).then(
      (user) => done(null, user ?? false),
      (error: Error) => done(error),
    );
  }
}
