import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { WholeNumberQuery } from '../common/dto/query-fields.js';
import { NOTIFICATION_REASONS, type NotificationReason } from './notification-reasons.js';

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 100;
/** The most notifications one request marks read. */
export const MAX_MARK_READ = 100;
/** A notification's id: a positive whole number (a bigint). */
const NOTIFICATION_ID = /^[1-9][0-9]{0,17}$/;
const ID_MESSAGE = 'must be the ID of a notification';

export class NotificationsQueryDto {
  @ApiPropertyOptional({ description: 'The Next of the previous page' })
  @IsOptional()
  @IsString({ message: `Before ${ID_MESSAGE}` })
  @Matches(NOTIFICATION_ID, { message: `Before ${ID_MESSAGE}` })
  Before?: string;

  @WholeNumberQuery('Limit', {
    default: NOTIFICATIONS_PAGE_SIZE,
    min: 1,
    max: NOTIFICATIONS_MAX_PAGE_SIZE,
  })
  Limit: number = NOTIFICATIONS_PAGE_SIZE;
}

export class NotificationDto {
  @ApiProperty() ID!: string;
  @ApiProperty({ enum: NOTIFICATION_REASONS, enumName: 'NotificationReason' })
  Reason!: NotificationReason;
  @ApiProperty({ description: 'The kind of what it is about (a content kind, or comment)' })
  SubjectType!: string;
  @ApiProperty() SubjectID!: string;
  @ApiProperty() SubjectName!: string;
  @ApiProperty({ description: 'Where it leads on the reader: the diff, the comment, the request' })
  Link!: string;
  @ApiProperty({ description: 'Who acted last (empty: the site)' }) ActorName!: string;
  @ApiProperty({ description: 'How many happenings it bundles ("3 edits to ...")' })
  Count!: number;
  @ApiProperty() Read!: boolean;
  @ApiProperty({ format: 'date-time' }) UpdatedAt!: string;
  @ApiProperty({ description: 'It in one sentence: "Ann edited “X”", "3 edits to “X”"' })
  Text!: string;
}

export class NotificationListDto {
  @ApiProperty({ type: [NotificationDto], description: 'Newest first' })
  Notifications!: NotificationDto[];
  @ApiProperty({ description: 'How many are unread in all' }) Unread!: number;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Before for the next page; null: none',
  })
  Next!: string | null;
}

export class MarkReadDto {
  @ApiProperty({
    type: [String],
    maxItems: MAX_MARK_READ,
    description: 'IDs of your notifications',
  })
  @IsArray({ message: 'IDs must be a list of notification IDs' })
  @ArrayMinSize(1, { message: 'IDs must name at least one notification' })
  @ArrayMaxSize(MAX_MARK_READ, { message: `IDs must name at most ${MAX_MARK_READ} notifications` })
  @IsString({ each: true, message: `each of IDs ${ID_MESSAGE}` })
  @MaxLength(18, { each: true, message: `each of IDs ${ID_MESSAGE}` })
  @Matches(NOTIFICATION_ID, { each: true, message: `each of IDs ${ID_MESSAGE}` })
  IDs!: string[];
}

export class UnreadDto {
  @ApiProperty({ description: 'How many of your notifications are unread now' }) Unread!: number;
}
