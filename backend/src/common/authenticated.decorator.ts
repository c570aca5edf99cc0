import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  SetMetadata,
  UseGuards,
  createParamDecorator,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiCookieAuth } from '@nestjs/swagger';
import type { Request } from 'express';
import type { UserEntity } from '../users/user.entity.js';
import { type AccessKind, type Action, requireAccess, requireSignIn } from './access.js';
import { hasRole, type Role } from './roles.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends UserEntity {}
  }
}

const REQUIRED_ROLE = 'requiredRole';
const REQUIRED_ACCESS = 'requiredAccess';

interface RequiredAccess {
  action: Action;
  kind: AccessKind;
}

@Injectable()
export class AuthenticatedGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    const user = context.switchToHttp().getRequest<Request>().user;
    const access = this.reflector.getAllAndOverride<RequiredAccess | undefined>(
      REQUIRED_ACCESS,
      targets,
    );
    if (access) {
      requireAccess(user, access.action, access.kind);
      return true;
    }
    requireSignIn(user);
    const role = this.reflector.getAllAndOverride<Role | undefined>(REQUIRED_ROLE, targets);
    if (role && !hasRole(user.role, role)) {
      throw new ForbiddenException(`You need the ${role} role to do that.`);
    }
    return true;
  }
}

/**
 * The route needs an account. Prefer `@Access(action, kind)` for anything a role decides;
 * the role form remains for routes not yet moved to the access table.
 */
export function Authenticated(role: Role = 'user') {
  return applyDecorators(
    SetMetadata(REQUIRED_ROLE, role),
    UseGuards(AuthenticatedGuard),
    ApiCookieAuth(),
  );
}

/** The permission lives on the route: requireAccess(user, action, { kind }) from the access table. */
export function Access(action: Action, kind: AccessKind) {
  return applyDecorators(
    SetMetadata(REQUIRED_ACCESS, { action, kind } satisfies RequiredAccess),
    UseGuards(AuthenticatedGuard),
    ApiCookieAuth(),
  );
}

/** The logged-in user (routes behind @Authenticated), or undefined on public routes. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<Request>().user;
});
