import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { ID_PATTERN } from '../id-validation.js';

/**
 * A required opaque id field: "uid must be a user id." for anything that is not one, text or not
 * (IsArtifactId, in common/id-validation.ts, is this one under its older name).
 */
export function IdField(field: string, { what = 'an id', description = '' } = {}) {
  const message = { message: `${field} must be ${what}` };
  return applyDecorators(
    ApiProperty(description ? { description } : {}),
    IsString(message),
    Matches(ID_PATTERN, message),
  );
}
