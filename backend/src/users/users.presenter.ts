import type { UserEntity } from './user.entity.js';
import type { AdminUserDto, CurrentUserDto } from './users.dto.js';

export function toCurrentUser(user: UserEntity): CurrentUserDto {
  return {
    uid: user.id,
    username: user.username,
    Username: user.usernameCased,
    role: user.role,
    ProfileImage: null,
  };
}

export function toAdminUser(user: UserEntity): AdminUserDto {
  return {
    UID: user.id,
    Username: user.username,
    UsernameCased: user.usernameCased,
    Email: user.email,
    Role: user.role,
    Created: user.createdAt.toISOString(),
  };
}
