import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Observable } from 'rxjs';
import { markKeyed } from '../common/read-keys.js';
import { ServerRead, type ServerReadOptions } from '../common/server-read.decorator.js';

/**
 * An API answer the page cache may keep (its middleware collects the read keys) is keyed when its
 * handler is a keyed server read; every other answer carries EVERY_WRITE.
 */
@Injectable()
export class ReadKeysInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const options = this.reflector.get(ServerRead, context.getHandler()) as
      ServerReadOptions | undefined;
    if (options?.keyed) markKeyed();
    return next.handle();
  }
}
