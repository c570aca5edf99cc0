import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { HasMoreField, NextCursorField } from '../common/dto/page-fields.js';
import { CursorQuery } from '../common/dto/query-fields.js';
import { ID_PATTERN, idQueryMessage, IsArtifactId } from '../common/id-validation.js';
import {
  DELETED_REASONS,
  type DeletedReason,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportReason,
} from './comment.entity.js';

export const COMMENT_MAX = 5000;

class PathnameDto {
  @ApiProperty({ required: false, description: 'The page the reader was on' })
  @IsOptional()
  @IsString({ message: 'pathname must be text' })
  @MaxLength(2048, { message: 'pathname must be at most 2048 characters' })
  pathname?: string;
}

/** Top-level comments per page of a thread, and replies per page of one comment's replies. */
export const COMMENTS_PAGE_SIZE = 50;
export const COMMENTS_MAX_PAGE_SIZE = 100;
/** Replies that come with each top-level comment in a thread page; the rest load on request. */
export const REPLIES_WITH_PARENT = 20;

const limitMessage = {
  message: `limit must be a whole number from 1 to ${COMMENTS_MAX_PAGE_SIZE}`,
};

class PageDto {
  @ApiPropertyOptional({
    default: COMMENTS_PAGE_SIZE,
    minimum: 1,
    maximum: COMMENTS_MAX_PAGE_SIZE,
  })
  @IsOptional()
  @IsInt(limitMessage)
  @Min(1, limitMessage)
  @Max(COMMENTS_MAX_PAGE_SIZE, limitMessage)
  limit?: number;

  @CursorQuery()
  cursor?: string;
}

/** A page of a thread: top-level comments oldest first, each with its first replies. */
export class ThreadDto extends PageDto {
  @IsArtifactId('threadID')
  threadID!: string;
}

/** A further page of the replies under one top-level comment, continued from its RepliesCursor. */
export class RepliesQueryDto extends PageDto {
  @IsArtifactId('commentID')
  commentID!: string;
}

export class NewCommentDto extends PathnameDto {
  @IsArtifactId('threadID')
  threadID!: string;

  @ApiProperty({ type: String, nullable: true, required: false })
  @IsOptional()
  @ValidateIf((_o, value) => value !== null && value !== '')
  @IsString(idQueryMessage('parentID'))
  @Matches(ID_PATTERN, idQueryMessage('parentID'))
  parentID?: string | null;

  @ApiProperty({ maxLength: COMMENT_MAX })
  @IsString({ message: 'body must be text' })
  body!: string;
}

export class EditCommentDto extends PathnameDto {
  @IsArtifactId('commentID')
  commentID!: string;

  @ApiProperty({ maxLength: COMMENT_MAX })
  @IsString({ message: 'newBody must be text' })
  newBody!: string;
}

export class CommentRefDto extends PathnameDto {
  @IsArtifactId('commentID')
  commentID!: string;
}

export class ReportCommentDto extends CommentRefDto {
  @ApiPropertyOptional({ enum: REPORT_REASONS, description: 'Why the comment is reported' })
  @IsOptional()
  @IsIn(REPORT_REASONS, { message: `reason must be one of ${REPORT_REASONS.join(', ')}` })
  reason?: ReportReason;

  @ApiPropertyOptional({
    maxLength: REPORT_DETAILS_MAX,
    description: "What is wrong with it, in the reporter's words: required when reason is other",
  })
  @IsOptional()
  // Decorators run bottom-up: the type check's message comes first.
  @MaxLength(REPORT_DETAILS_MAX, {
    message: `details must be at most ${REPORT_DETAILS_MAX} characters`,
  })
  @IsString({ message: 'details must be text' })
  details?: string;
}

export class DeleteCommentDto extends CommentRefDto {
  @ApiPropertyOptional({
    maxLength: 300,
    description: "Why a moderator removes someone else's comment (the public moderation log)",
  })
  @IsOptional()
  @IsString({ message: 'reason must be text' })
  @MaxLength(300, { message: 'reason must be at most 300 characters' })
  reason?: string;
}

export class CommentDto {
  @ApiProperty() CommentID!: string;
  @ApiProperty() UID!: string;
  @ApiProperty() UsernameCased!: string;
  @ApiProperty({ description: 'Empty when deleted' }) Body!: string;
  @ApiProperty() Edited!: boolean;
  @ApiProperty() Deleted!: boolean;
  @ApiProperty({ enum: DELETED_REASONS, nullable: true, type: String })
  DeletedReason!: DeletedReason | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Author of the comment this replies to',
  })
  ReplyToName!: string | null;
  @ApiProperty({ format: 'date-time' }) Created!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The comment this replies to' })
  ParentID!: string | null;
  @ApiProperty({ type: () => [CommentDto] }) Children!: CommentDto[];
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description:
      'Top-level comments of a thread page only: the cursor of their further replies ' +
      '(POST /api/comment/replies), null when all of them are in Children',
  })
  RepliesCursor?: string | null;
}

export class CommentsDto {
  @ApiProperty({ type: [CommentDto] }) Comments!: CommentDto[];
  @ApiProperty({ description: 'The caller may delete any comment (mod or admin)' })
  canDeleteComments!: boolean;
  @ApiProperty({
    type: [String],
    description:
      'The comments of this page the signed-in caller has reported (empty for anonymous callers)',
  })
  ReportedByMe!: string[];
  @HasMoreField('Whether later top-level comments follow') HasMore!: boolean;
  @NextCursorField('The cursor of the next page of top-level comments; null on the last page')
  NextCursor!: string | null;
}

export class RepliesDto {
  @ApiProperty({
    type: [CommentDto],
    description: 'Replies at any depth under the comment, oldest first, each naming its ParentID',
  })
  Replies!: CommentDto[];
  @HasMoreField('Whether later replies follow') HasMore!: boolean;
  @NextCursorField('null on the last page') NextCursor!: string | null;
}

export class CommentResultDto {
  @ApiProperty({ type: CommentDto }) Comment!: CommentDto;
}

export class ReportResultDto {
  @ApiProperty() Reported!: boolean;
}
