import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsObject,
  IsOptional,
  IsString,
  Length,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IdField } from '../common/dto/id-field.js';
import { HasMoreField, NextCursorField } from '../common/dto/page-fields.js';
import { CursorQuery, WholeNumberQuery } from '../common/dto/query-fields.js';
import { KindEnum } from './kind-enums.js';
import type { ShownDiffEntry } from './readable-diffs.js';
import type { ArtifactType, RevisionEntity } from './revision.entity.js';

export class ActionDto {
  @ApiProperty({
    description: "The kind's action: <TypeName><Verb> (the front ends' kinds.ts lists each kind's)",
  })
  @IsString({ message: 'action.ActionName must be text' })
  @Length(1, 40, { message: 'action.ActionName must be 1 to 40 characters long' })
  ActionName!: string;

  @ApiProperty({ example: '{"FieldName":"Title","OldValue":"...","NewValue":"..."}' })
  @IsString({ message: 'action.ArgsJSON must be a JSON object encoded as text' })
  @MaxLength(60000, { message: 'action.ArgsJSON must be at most 60000 characters' })
  ArgsJSON!: string;
}

/** Shared by every {type}/edit body; each type adds its id field. */
export class EditBaseDto {
  @ApiProperty({ type: ActionDto })
  @IsObject({ message: 'action must be an object with ActionName and ArgsJSON' })
  @ValidateNested()
  @Type(() => ActionDto)
  action!: ActionDto;

  @ApiPropertyOptional({ description: "Revision description; 'Added content' when empty" })
  @IsOptional()
  @IsString({ message: 'revDesc must be text' })
  @MaxLength(300, { message: 'revDesc must be at most 300 characters' })
  revDesc?: string;

  @ApiPropertyOptional({
    description:
      "The edit changes what the artifact says (an argument's Title, Argument or Counter Arguments): ratings of the earlier version stop counting by default. Without it, a change beyond a typo fix is substantive anyway.",
  })
  @IsOptional()
  @IsBoolean({ message: 'substantive must be true or false' })
  substantive?: boolean;
}

export class EditResultDto {
  @ApiProperty() RevID!: string;
  @ApiPropertyOptional({ description: 'Where to go next (e.g. the parent after a delete)' })
  Location?: string;
}

const SHOWN =
  "for a structured field (its `shows` in kinds.ts): its value as a person reads it, one text per item (the titles of the ids it lists, a link's title and address; Deleted: Yes or No); absent for text, which reads as it is, and for null";

export class TextPieceDto {
  @ApiProperty() Text!: string;
  @ApiPropertyOptional({ enum: ['removed', 'added'], description: 'Absent: kept as it was' })
  Change?: 'removed' | 'added';
}

export class DiffEntryDto {
  @ApiProperty() Field!: string;
  @ApiProperty({ type: String, nullable: true }) Old!: string | null;
  @ApiProperty({ type: String, nullable: true }) New!: string | null;
  @ApiPropertyOptional({ type: [String], description: `Old ${SHOWN}` }) OldShown?: string[];
  @ApiPropertyOptional({ type: [String], description: `New ${SHOWN}` }) NewShown?: string[];
  @ApiPropertyOptional({
    type: [TextPieceDto],
    description:
      'For a text field edited from one text to another: what changed, word by word (the pieces without added ones are Old, without removed ones New); absent for structured fields, a value set or cleared, and a text whose every word changed',
  })
  Changes?: TextPieceDto[];
}

export class RevisionDto {
  @ApiProperty() RevID!: string;
  @KindEnum('ArtifactType') ArtifactType!: ArtifactType;
  @ApiProperty() ArtifactID!: string;
  @ApiProperty() ArtifactName!: string;
  @ApiProperty() ArtifactLink!: string;
  @ApiProperty({ format: 'date-time' }) Created!: string;
  @ApiProperty() UserID!: string;
  @ApiProperty() UsernameCased!: string;
  @ApiProperty() ActionName!: string;
  @ApiProperty() ArgsJSON!: string;
  @ApiProperty() UserDescription!: string;
  @ApiProperty({ type: [DiffEntryDto] }) Diff!: DiffEntryDto[];
  @ApiProperty() LikeNum!: number;
  @ApiProperty() LikedByMe!: boolean;
}

export const HISTORY_PAGE_SIZE = 50;
export const HISTORY_MAX_PAGE_SIZE = 100;

/** The page of GET /api/{type}/history: newest first, continued with the last page's NextCursor. */
export class HistoryPageQueryDto {
  @WholeNumberQuery('limit', { default: HISTORY_PAGE_SIZE, min: 1, max: HISTORY_MAX_PAGE_SIZE })
  limit: number = HISTORY_PAGE_SIZE;

  @CursorQuery()
  cursor?: string;
}

export class HistoryDto {
  @ApiProperty({ type: [RevisionDto] }) Revisions!: RevisionDto[];
  @HasMoreField('Whether older revisions follow') HasMore!: boolean;
  @NextCursorField('The cursor of the next (older) page; null on the last page')
  NextCursor!: string | null;
  @ApiProperty({
    description:
      "The access table's line whose rules decide changes to this artifact: its kind, or a line of its own (an admin request's adminReq). GET /api/me's Can.Kinds[AccessKind] says whether the reader may revert it.",
    example: 'adminReq',
  })
  AccessKind!: string;
}

export class LikeRevDto {
  @IdField('objectID', { what: 'a revision id', description: 'A RevID' })
  objectID!: string;

  @ApiProperty()
  @IsBoolean({ message: 'liked must be true or false' })
  liked!: boolean;
}

export class LikeRevResultDto {
  @ApiProperty() LikedByMe!: boolean;
  @ApiProperty() LikeNum!: number;
}

export class GetFieldQueryDto {
  @IdField('artifactID')
  artifactID!: string;

  // Checked against the registered kinds when answering (400 listing them).
  @KindEnum('ArtifactType')
  @IsString({ message: 'artifactType must be text' })
  @Length(1, 40, { message: 'artifactType must be 1 to 40 characters long' })
  artifactType!: string;

  @ApiProperty({ example: 'Title' })
  @IsString({ message: 'fieldName must be text' })
  @Length(1, 40, { message: 'fieldName must be 1 to 40 characters long' })
  fieldName!: string;
}

export class FieldValueDto {
  @ApiProperty() Value!: string;
}

/** `diff` is the revision's diff with its readings (ReadableDiffs). */
export function toRevisionDto(
  revision: RevisionEntity,
  likes: number,
  likedByMe: boolean,
  diff: ShownDiffEntry[],
): RevisionDto {
  return {
    RevID: revision.id,
    ArtifactType: revision.artifactType,
    ArtifactID: revision.artifactId,
    ArtifactName: revision.artifactName,
    ArtifactLink: revision.artifactLink,
    Created: revision.createdAt.toISOString(),
    UserID: revision.userId,
    UsernameCased: revision.usernameCased,
    ActionName: revision.actionName,
    ArgsJSON: revision.argsJson,
    UserDescription: revision.userDescription,
    Diff: diff,
    LikeNum: likes,
    LikedByMe: likedByMe,
  };
}
