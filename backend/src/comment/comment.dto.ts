import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { ID_PATTERN, idQueryMessage, IsArtifactId } from '../revision/revision.dto.js';
import { DELETED_REASONS, type DeletedReason } from './comment.entity.js';

export const COMMENT_MAX = 5000;

class PathnameDto {
  @ApiProperty({ required: false, description: 'The page the reader was on' })
  @IsOptional()
  @IsString({ message: 'pathname must be text' })
  @MaxLength(2048, { message: 'pathname must be at most 2048 characters' })
  pathname?: string;
}

export class ThreadDto {
  @IsArtifactId('threadID')
  threadID!: string;
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
  @ApiProperty({ type: () => [CommentDto] }) Children!: CommentDto[];
}

export class CommentsDto {
  @ApiProperty({ type: [CommentDto] }) Comments!: CommentDto[];
  @ApiProperty({ description: 'The caller may delete any comment (mod or admin)' })
  canDeleteComments!: boolean;
}

export class CommentResultDto {
  @ApiProperty({ type: CommentDto }) Comment!: CommentDto;
}

export class ReportResultDto {
  @ApiProperty() Reported!: boolean;
}
