import { Injectable } from '@nestjs/common';
import type { UserEntity } from '../users/user.entity.js';
import { toCurrentUser } from '../users/users.presenter.js';
import type { HomeDto } from './home.dto.js';

@Injectable()
export class HomeService {
  /** The page globals every screen starts from. */
  globals(user: UserEntity | undefined, path: string | undefined): HomeDto {
    if (!user) return { User: null, edit: false, role: null, uid: null, username: null };
    return {
      User: toCurrentUser(user),
      edit: path?.startsWith('/edit/') ?? false,
      role: user.role,
      uid: user.id,
      username: user.username,
    };
  }
}
