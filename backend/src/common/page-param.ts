import { BadRequestException, Param, type PipeTransform } from '@nestjs/common';
import { MAX_PAGE } from './safe-input.js';

/** A page number as a path segment writes it: a whole number from 1 to MAX_PAGE, digits only. */
export function parsePage(name: string, value: unknown): number {
  const parsed = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new BadRequestException(`${name} must be a whole number, 1 or more.`);
  if (parsed > MAX_PAGE) throw new BadRequestException(`${name} must be at most ${MAX_PAGE}.`);
  return parsed;
}

/** A page number path segment, parsed by parsePage. */
export class PagePipe implements PipeTransform<unknown, number> {
  constructor(private readonly name: string) {}

  transform(value: unknown): number {
    return parsePage(this.name, value);
  }
}

/**
 * A path parameter that is a page number: @Param(name) through PagePipe. The API's validation
 * pipe leaves path parameters as written (validation.ts), so "1e3" and " 7" reach PagePipe as
 * they are and are refused. Document it with @ApiParam.
 */
export const PageParam = (name: string): ParameterDecorator => Param(name, new PagePipe(name));
