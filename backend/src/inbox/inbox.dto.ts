import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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
} from 'class-validator';
import { IdField } from '../common/dto/id-field.js';
import { HasMoreField } from '../common/dto/page-fields.js';
import { ID_PATTERN } from '../common/id-validation.js';
import { RevisionDto } from '../revision/revision.dto.js';
import { INBOX_KINDS, type InboxKind } from './inbox.entity.js';

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
}

export class InboxEntryDto {
  @ApiProperty() InboxID!: string;
  @ApiProperty({ enum: ['seen', 'unseen'] }) Status!: 'seen' | 'unseen';
  @ApiProperty({ enum: INBOX_KINDS }) Kind!: InboxKind;
  @ApiProperty() Undone!: boolean;
  @ApiProperty({ description: 'The artifact has been deleted since' }) Deleted!: boolean;
  @ApiProperty({ type: RevisionDto }) Revision!: RevisionDto;
}

export class InboxListDto {
  @ApiProperty({ type: [InboxEntryDto] }) Entries!: InboxEntryDto[];
  @HasMoreField() HasMore!: boolean;
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
}

export class InboxUndoResultDto {
  @ApiProperty({ description: 'The revision that undid it' }) RevID!: string;
}
