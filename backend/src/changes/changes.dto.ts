import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { WholeNumberQuery } from '../common/dto/query-fields.js';
import { KindEnum } from '../revision/kind-enums.js';

export const CHANGES_PAGE_SIZE = 100;
export const CHANGES_MAX_PAGE_SIZE = 500;

export class ChangesQueryDto {
  @WholeNumberQuery('limit', {
    default: CHANGES_PAGE_SIZE,
    min: 1,
    max: CHANGES_MAX_PAGE_SIZE,
    description: 'How many revisions to look at; a page holds at most this many changes',
  })
  limit: number = CHANGES_PAGE_SIZE;

  @ApiPropertyOptional({
    description: 'The NextCursor of an earlier answer; left out, the feed starts at its beginning',
  })
  @IsOptional()
  @IsString({ message: 'cursor must be the NextCursor of an earlier answer of GET /api/changes' })
  cursor?: string;
}

export class ChangeDto {
  @ApiProperty({ description: 'The revision' }) RevID!: string;
  @KindEnum('ArtifactType', { description: 'The kind of the item changed' }) Kind!: string;
  @ApiProperty({ description: 'The item changed' }) ItemID!: string;
  @ApiProperty({ description: "The item's title after the change" }) Title!: string;
  @ApiProperty({ description: "The kind's action (ConvoEditTextField, ArgCreate, ...)" })
  Action!: string;
  @ApiProperty({ description: "The editor's description of the change" }) Summary!: string;
  @ApiProperty({ description: "The editor's username" }) Username!: string;
  @ApiProperty({ format: 'date-time' }) Timestamp!: string;
  @ApiProperty({ description: "The item's page", example: 'https://example.org/c/AbCdEf012345' })
  URL!: string;
}

export class ChangesPageDto {
  @ApiProperty({
    type: [ChangeDto],
    description:
      'Public revisions in commit order, oldest first; may hold fewer than limit (revisions of deleted content are passed over) while HasMore is true',
  })
  Changes!: ChangeDto[];

  @ApiProperty({
    description:
      'Where to continue: always given, also on the last page, so a follower asks again with it later and gets only what was committed since',
  })
  NextCursor!: string;

  @ApiProperty({ description: 'Whether more revisions are committed after this page already' })
  HasMore!: boolean;
}
