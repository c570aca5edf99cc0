import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
  createParamDecorator,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth, ApiCookieAuth } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  type AccessKind,
  type Action,
  type Actor,
  requireAccess,
  requireSignIn,
} from './access.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    /** Whoever a request is signed in as: an Actor here (users/ declares the whole account). */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends Actor {}
  }
}

const REQUIRED_ACCESS = 'requiredAccess';

/** The OpenAPI security scheme of personal API tokens (Authorization: Bearer, api-tokens/). */
export const API_TOKEN_SECURITY = 'apiToken';

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
    return true;
  }
}

/**
 * The route needs an account, any role. Anything a role decides is `@Access(action, kind)` (or a
 * requireAccess call in the service, when it depends on the artifact).
 */
export function Authenticated() {
  return applyDecorators(
    UseGuards(AuthenticatedGuard),
    ApiCookieAuth(),
    ApiBearerAuth(API_TOKEN_SECURITY),
  );
}

/** The permission lives on the route: requireAccess(user, action, { kind }) from the access table. */
export function Access(action: Action, kind: AccessKind) {
  return applyDecorators(
    SetMetadata(REQUIRED_ACCESS, { action, kind } satisfies RequiredAccess),
    UseGuards(AuthenticatedGuard),
    ApiCookieAuth(),
    ApiBearerAuth(API_TOKEN_SECURITY),
  );
}

/** The logged-in user (routes behind @Authenticated), or undefined on public routes. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<Request>().user;
});
