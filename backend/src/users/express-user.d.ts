import type { UserEntity } from './user.entity.js';

declare global {
  namespace Express {
    /** passport's req.user: the signed-in account, as the session serializer reads it. */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends UserEntity {}
  }
}
