import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Length, Matches, ValidateIf } from 'class-validator';
import { ID_PATTERN } from '../common/id-validation.js';
import { WholeNumberQuery } from '../common/dto/query-fields.js';
import {
  NOTIFICATION_REASONS,
  type NotificationReason,
} from '../notification/notification-reasons.js';
import {
  WATCH_EXPIRIES,
  WATCH_LEVELS,
  WATCH_TARGETS,
  type WatchExpiry,
  type WatchLevel,
  type WatchTarget,
} from './watch-targets.js';

/** The most watches one reader may hold (what the changes list passes as one array). */
export const MAX_WATCHES_PER_USER = 5_000;
export const WATCHLIST_PAGE_MAX = 100;

const oneOf = (field: string, values: readonly string[]) => ({
  message: `${field} must be one of ${values.join(', ')}`,
});

const TargetTypeField = () =>
  applyDecorators(
    ApiProperty({ enum: WATCH_TARGETS, enumName: 'WatchTarget' }),
    IsIn(WATCH_TARGETS, oneOf('TargetType', WATCH_TARGETS)),
  );

const targetIdMessage = { message: 'TargetID must be an id' };

/**
 * A watched thing, in the query (GET and DELETE /api/watch): its type and id, or for a user their
 * username (a public profile names no account id).
 */
export class WatchTargetQueryDto {
  @TargetTypeField()
  TargetType!: WatchTarget;

  @ApiPropertyOptional({ description: 'Required, unless a user is named by Username' })
  @ValidateIf((o: WatchTargetQueryDto) => o.TargetType !== 'user' || o.Username === undefined)
  @IsString(targetIdMessage)
  @Matches(ID_PATTERN, targetIdMessage)
  TargetID?: string;

  @ApiPropertyOptional({ description: 'For TargetType user: their username, in place of TargetID' })
  @IsOptional()
  @IsString({ message: 'Username must be text' })
  @Length(1, 60, { message: 'Username must be 1 to 60 characters long' })
  Username?: string;
}

export class PutWatchDto extends WatchTargetQueryDto {
  @ApiProperty({ enum: WATCH_LEVELS, enumName: 'WatchLevel' })
  @IsIn(WATCH_LEVELS, oneOf('Level', WATCH_LEVELS))
  Level!: WatchLevel;

  @ApiPropertyOptional({
    enum: WATCH_EXPIRIES,
    enumName: 'WatchExpiry',
    nullable: true,
    description:
      'How long the watch lasts from now; null: for good; left out: a watch keeps its end (a new one: for good)',
  })
  @IsOptional()
  @IsIn(WATCH_EXPIRIES, oneOf('Expiry', WATCH_EXPIRIES))
  Expiry?: WatchExpiry | null;
}

/** The reader's watch of one thing, and how many watch it (never who). */
export class WatchStateDto {
  @ApiProperty({
    enum: WATCH_LEVELS,
    enumName: 'WatchLevel',
    nullable: true,
    description: 'null: not watched',
  })
  Level!: WatchLevel | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null: for good' })
  ExpiresAt!: string | null;

  @ApiProperty({
    description: 'How many readers watch or track it (muted and expired watches not counted)',
  })
  Watchers!: number;
}

export class WatchlistQueryDto {
  @WholeNumberQuery('Offset', { default: 0, min: 0, max: MAX_WATCHES_PER_USER })
  Offset = 0;

  @WholeNumberQuery('Limit', { default: 20, min: 1, max: WATCHLIST_PAGE_MAX })
  Limit = 20;
}

export class WatchlistItemDto {
  @ApiProperty({ enum: WATCH_TARGETS, enumName: 'WatchTarget' }) TargetType!: WatchTarget;
  @ApiProperty() TargetID!: string;
  @ApiProperty({ description: 'Its title or name; empty when it no longer exists' }) Name!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/c/abc',
    description: 'Its reader page; null when it no longer exists',
  })
  Path!: string | null;
  @ApiProperty({ enum: WATCH_LEVELS, enumName: 'WatchLevel' }) Level!: WatchLevel;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) ExpiresAt!: string | null;
}

export class WatchlistDto {
  @ApiProperty({ type: [WatchlistItemDto], description: 'Most recently set first' })
  Watches!: WatchlistItemDto[];
  @ApiProperty({ description: 'How many unexpired watches the reader has' }) Total!: number;
}

const beforeMessage = { message: 'Before must be the Next of an earlier page' };

export class WatchChangesQueryDto {
  @ApiPropertyOptional({ description: 'The Next of the previous page' })
  @IsOptional()
  @IsString(beforeMessage)
  @Matches(/^[1-9][0-9]{0,17}$/, beforeMessage)
  Before?: string;

  @WholeNumberQuery('Limit', { default: 20, min: 1, max: WATCHLIST_PAGE_MAX })
  Limit = 20;
}

export class WatchChangeDto {
  @ApiProperty() ID!: string;
  @ApiProperty({ enum: NOTIFICATION_REASONS, enumName: 'NotificationReason' })
  Reason!: NotificationReason;
  @ApiProperty({ description: 'Who acted; empty for the site itself' }) ActorName!: string;
  @ApiProperty() SubjectType!: string;
  @ApiProperty() SubjectID!: string;
  @ApiProperty() SubjectName!: string;
  @ApiProperty({ description: 'The diff or comment, a reader path' }) Link!: string;
  @ApiProperty({ format: 'date-time' }) CreatedAt!: string;
}

export class WatchChangesDto {
  @ApiProperty({ type: [WatchChangeDto], description: 'Newest first' }) Changes!: WatchChangeDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The Before of the next (older) page; null on the last page',
  })
  Next!: string | null;
}
