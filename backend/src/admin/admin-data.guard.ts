import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiCookieAuth } from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminDataService } from './admin-data.service.js';
import type { AdminVerb } from './console-access.js';

const ADMIN_VERB = 'adminVerb';

/**
 * Checks a console data request before its body is validated: 401, 404, 403 and an unsupported
 * verb's 400 come first, so nobody learns about a resource they may not use from its validation.
 */
@Injectable()
export class AdminDataGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly data: AdminDataService,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const verb = this.reflector.get<AdminVerb | undefined>(ADMIN_VERB, context.getHandler());
    const request = context.switchToHttp().getRequest<Request>();
    // A programming error: every route of the controller names its verb.
    if (!verb) throw new Error('An admin data route must name its verb (@AdminData).');
    this.data.resourceFor(request.user, String(request.params.resource ?? ''), verb);
    return true;
  }
}

/** The route does `verb` to the resource its path names (checked by AdminDataGuard). */
export function AdminData(verb: AdminVerb) {
  return applyDecorators(SetMetadata(ADMIN_VERB, verb), UseGuards(AdminDataGuard), ApiCookieAuth());
}
