import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { ID_PATTERN } from '../common/id-validation.js';

/** The longest reason a console change may give (it becomes the revision's description). */
export const MAX_REASON_LENGTH = 300;
/** The most records one bulk update may change. */
export const MAX_UPDATE_MANY = 100;

const RECORD_SCHEMA = {
  type: 'object',
  additionalProperties: true,
  description:
    "A record of the resource: `id` and the resource's PascalCase fields (see the console's resources).",
  example: { id: 'aB3dE5fG7hJ9', Title: 'Science' },
} as const;

const DATA_SCHEMA = {
  type: 'object',
  additionalProperties: true,
  description:
    "The resource's fields to set (PascalCase); fields the resource does not take are refused with 400.",
  example: { Title: 'Science' },
} as const;

/** An optional reason: text of at most MAX_REASON_LENGTH characters. */
function Reason() {
  return applyDecorators(
    ApiPropertyOptional({
      maxLength: MAX_REASON_LENGTH,
      description: "Why: the revision's description (or the audit log's reason).",
    }),
    IsOptional(),
    IsString({ message: 'reason must be text' }),
    MaxLength(MAX_REASON_LENGTH, {
      message: `reason must be at most ${MAX_REASON_LENGTH} characters`,
    }),
  );
}

export class AdminCreateBodyDto {
  @ApiProperty(DATA_SCHEMA)
  @IsObject({ message: 'data must be an object of the fields to set' })
  data!: Record<string, unknown>;

  @Reason()
  reason?: string;
}

export class AdminUpdateBodyDto {
  @ApiProperty(DATA_SCHEMA)
  @IsObject({ message: 'data must be an object of the fields to set' })
  data!: Record<string, unknown>;

  @ApiPropertyOptional({
    ...RECORD_SCHEMA,
    description:
      'The record as the editor loaded it: its values are the Old values of the change, so a field someone changed meanwhile is refused with 409.',
  })
  @IsOptional()
  @IsObject({ message: 'previousData must be the record as you loaded it (an object)' })
  previousData?: Record<string, unknown>;

  @Reason()
  reason?: string;
}

export class AdminDeleteBodyDto {
  @Reason()
  reason?: string;
}

export class AdminUpdateManyBodyDto {
  @ApiProperty({ type: [String], minItems: 1, maxItems: MAX_UPDATE_MANY })
  @IsArray({ message: 'ids must be a list of ids' })
  @ArrayMinSize(1, { message: 'ids must list at least one id' })
  @ArrayMaxSize(MAX_UPDATE_MANY, { message: `ids must list at most ${MAX_UPDATE_MANY} ids` })
  @IsString({ each: true, message: 'ids must be a list of ids' })
  @Matches(ID_PATTERN, { each: true, message: 'ids must be a list of ids' })
  ids!: string[];

  @ApiProperty(DATA_SCHEMA)
  @IsObject({ message: 'data must be an object of the fields to set' })
  data!: Record<string, unknown>;

  @Reason()
  reason?: string;
}

export class AdminListDto {
  @ApiProperty({ type: 'array', items: RECORD_SCHEMA })
  Items!: Record<string, unknown>[];

  @ApiProperty({ description: 'How many records match the filter (all pages).' })
  Total!: number;
}

export class AdminItemDto {
  @ApiProperty(RECORD_SCHEMA)
  Item!: Record<string, unknown>;
}

export class AdminIdsDto {
  @ApiProperty({ type: [String], description: 'The ids of the records changed.' })
  Ids!: string[];
}
