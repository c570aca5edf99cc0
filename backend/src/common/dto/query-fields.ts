import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { ID_PATTERN } from '../id-validation.js';
import { MAX_PAGE } from '../safe-input.js';

interface WholeNumberOptions {
  /** Only documents the default: the DTO's property initializer gives it. */
  default: number;
  min: number;
  max: number;
  description?: string;
  /** The messages for a number out of range; "<field> must be between <min> and <max>" by default. */
  tooSmall?: string;
  tooLarge?: string;
}

/**
 * An optional whole-number query parameter. IsInt is registered (so checked and reported) first:
 * "x" or "NaN" is told it must be a whole number rather than that it is out of range.
 */
export function WholeNumberQuery(field: string, options: WholeNumberOptions) {
  const between = `${field} must be between ${options.min} and ${options.max}`;
  return applyDecorators(
    ApiPropertyOptional({
      default: options.default,
      minimum: options.min,
      maximum: options.max,
      ...(options.description ? { description: options.description } : {}),
    }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: `${field} must be a whole number` }),
    Min(options.min, { message: options.tooSmall ?? between }),
    Max(options.max, { message: options.tooLarge ?? between }),
  );
}

/** `page` of an offset-paged list: 1 (the default) up to MAX_PAGE. */
export function PageQuery() {
  return WholeNumberQuery('page', {
    default: 1,
    min: 1,
    max: MAX_PAGE,
    tooSmall: 'page must be 1 or more',
    tooLarge: `page must be at most ${MAX_PAGE}`,
  });
}

/** `perPage` of an offset-paged list: 1 to 100. */
export function PerPageQuery(defaultPerPage: number) {
  return WholeNumberQuery('perPage', { default: defaultPerPage, min: 1, max: 100 });
}

const cursorMessage = { message: 'cursor must be the NextCursor of an earlier page' };

/** `cursor` of a cursor-paged list: the NextCursor of the page before (an id). */
export function CursorQuery() {
  return applyDecorators(
    ApiPropertyOptional({ description: 'The NextCursor of the previous page' }),
    IsOptional(),
    IsString(cursorMessage),
    Matches(ID_PATTERN, cursorMessage),
  );
}
