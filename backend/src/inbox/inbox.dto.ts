import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { IdField } from '../common/dto/id-field.js';
import { HasMoreField } from '../common/dto/page-fields.js';
import { ID_PATTERN } from '../common/id-validation.js';
import { RevisionDto } from '../revision/revision.dto.js';
import { KindEnum } from '../revision/kind-enums.js';
import { INBOX_KIND_PATTERN } from './inbox.entity.js';

/** An empty query value is no filter (a console form sends `kind=` for "any"). */
const emptyIsAbsent = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

export class InboxListQueryDto {
  @ApiPropertyOptional({ description: 'true: the seen entries; false (default): the unseen ones' })
  @IsOptional()
  @Transform(({ value }) =>
    value === 'true' || value === '1'
      ? true
      : value === 'false' || value === '0' || value === ''
        ? false
        : value,
  )
  @IsBoolean({ message: 'showSeen must be true or false' })
  showSeen: boolean = false;

  @KindEnum('InboxKind', {
    required: false,
    description: 'Only entries of this inbox kind (each kind with an inbox names its own)',
  })
  @IsOptional()
  @Transform(emptyIsAbsent)
  @IsString({ message: 'kind must be an inbox kind, such as argAction' })
  @Matches(INBOX_KIND_PATTERN, { message: 'kind must be an inbox kind, such as argAction' })
  kind?: string;

  @ApiPropertyOptional({
    maxLength: 30,
    description: 'Only revisions by this username (any letter case)',
  })
  @IsOptional()
  @Transform(emptyIsAbsent)
  // Decorators run bottom-up: the type check's message comes first.
  @MaxLength(30, { message: 'user must be a username of at most 30 characters' })
  @IsString({ message: 'user must be a username' })
  user?: string;
}

/**
 * Mark all seen: every unseen entry the list's filters select, from the newest one the console
 * listed (`upTo`) down to the oldest, whatever page they are on; entries that arrived after the
 * list was read stay unseen.
 */
export class InboxMarkAllSeenDto extends OmitType(InboxListQueryDto, ['showSeen'] as const) {
  @IdField('upTo', { what: 'an inbox id' })
  upTo!: string;
}

export class InboxEntryDto {
  @ApiProperty() InboxID!: string;
  @ApiProperty({ enum: ['seen', 'unseen'] }) Status!: 'seen' | 'unseen';
  @KindEnum('InboxKind') Kind!: string;
  @ApiProperty() Undone!: boolean;
  @ApiProperty({ description: 'The artifact has been deleted since' }) Deleted!: boolean;
  @ApiProperty({ type: RevisionDto }) Revision!: RevisionDto;
}

export class InboxListDto {
  @ApiProperty({ type: [InboxEntryDto] }) Entries!: InboxEntryDto[];
  @HasMoreField() HasMore!: boolean;
  @ApiProperty({ description: 'How many entries match the status and filters, on every page' })
  Total!: number;
}

export class InboxStatusDto {
  @ApiProperty({ type: [String] })
  @IsArray({ message: 'inboxIDs must be a list of inbox ids' })
  @ArrayMinSize(1, { message: 'inboxIDs must name at least one entry' })
  @ArrayMaxSize(500, { message: 'inboxIDs may name at most 500 entries' })
  @IsString({ each: true, message: 'inboxIDs must be a list of inbox ids' })
  @Matches(ID_PATTERN, { each: true, message: 'inboxIDs must be a list of inbox ids' })
  inboxIDs!: string[];

  @ApiProperty({ enum: ['seen', 'unseen'] })
  @IsIn(['seen', 'unseen'], { message: 'status must be seen or unseen' })
  status!: 'seen' | 'unseen';
}

export class InboxStatusResultDto {
  @ApiProperty() Updated!: number;
}

export class InboxUndoDto {
  @IdField('inboxID', { what: 'an inbox id' })
  inboxID!: string;

  @ApiPropertyOptional({
    maxLength: 300,
    description:
      "Why: the undo revision's description becomes 'Undid the edit to “Title” by Ada on 29 Nov 2026, 02:33 UTC: reason'",
  })
  @IsOptional()
  @MaxLength(300, { message: 'reason must be at most 300 characters' })
  @IsString({ message: 'reason must be text' })
  reason?: string;
}

export class InboxUndoResultDto {
  @ApiProperty({ description: 'The revision that undid it' }) RevID!: string;
}
