import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

/** What every opaque id looks like (newId() makes 12 of these characters; older ids up to 16). */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,16}$/;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/** An id query parameter (convoID, posID, ...), validated once. */
export function idQueryMessage(field: string): { message: string } {
  return { message: `${field} must be an id` };
}

/** The house decorator for an opaque id field: documented, text, and id-shaped. */
export function IsArtifactId(field: string) {
  return applyDecorators(
    ApiProperty(),
    IsString(idQueryMessage(field)),
    Matches(ID_PATTERN, idQueryMessage(field)),
  );
}
