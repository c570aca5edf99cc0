import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { MAX_PAGE } from './safe-input.js';

/** A page number as a path segment writes it: a whole number from 1 to MAX_PAGE, digits only. */
export function parsePage(name: string, value: unknown): number {
  const parsed = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new BadRequestException(`${name} must be a whole number, 1 or more.`);
  if (parsed > MAX_PAGE) throw new BadRequestException(`${name} must be at most ${MAX_PAGE}.`);
  return parsed;
}

/**
 * A path parameter that is a page number (see parsePage). A decorator of its own, not a pipe on
 * @Param: the global ValidationPipe would first convert a parameter typed number, reading "1e3"
 * as 1000 and " 7" as 7; it leaves custom decorators alone. Document it with @ApiParam.
 */
export const PageParam = createParamDecorator((name: string, context: ExecutionContext) =>
  parsePage(name, context.switchToHttp().getRequest<Request>().params[name]),
);
