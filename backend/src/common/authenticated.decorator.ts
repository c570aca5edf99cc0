import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  UseGuards,
  createParamDecorator,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiCookieAuth } from '@nestjs/swagger';
import type { Request } from 'express';
import type { UserEntity } from '../users/user.entity.js';
import { hasRole, type Role } from './roles.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends UserEntity {}
  }
}

const REQUIRED_ROLE = 'requiredRole';

@Injectable()
export class AuthenticatedGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const role = this.reflector.getAllAndOverride<Role>(REQUIRED_ROLE, [
      context.getHandler(),
      context.getClass(),
    ]);
    const user = context.switchToHttp().getRequest<Request>().user;
    if (!user) throw new UnauthorizedException('You need to log in to do that.');
    if (!hasRole(user.role, role)) {
      throw new ForbiddenException(`You need the ${role} role to do that.`);
    }
    return true;
  }
}

/** The permission lives on the route: `@Authenticated()` for any account, `@Authenticated('admin')` for a role. */
export function Authenticated(role: Role = 'user') {
  return applyDecorators(
    SetMetadata(REQUIRED_ROLE, role),
    UseGuards(AuthenticatedGuard),
    ApiCookieAuth(),
  );
}

/** The logged-in user (routes behind @Authenticated), or undefined on public routes. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<Request>().user;
});
