import type { UserEntity } from './user.entity.js';
import type { AdminUserDto, CurrentUserDto } from './users.dto.js';

/**
 * ProfileImage is the image's plain address (the default picture until one is uploaded): it is
 * served with `no-cache` and an ETag, so a new upload shows on the next page without this answer
 * (read from the session alone, often from memory) having to look the image up.
 */
export function toCurrentUser(user: UserEntity): CurrentUserDto {
  return {
    uid: user.id,
    username: user.username,
    Username: user.usernameCased,
    role: user.role,
    ProfileImage: `/api/user/profileimage/${encodeURIComponent(user.username)}`,
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
