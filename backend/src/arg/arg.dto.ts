import { LinkDto } from '../link/link.dto.js';
import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { TextField } from '../common/dto/text-field.js';
import { IsArtifactId } from '../common/id-validation.js';
import { PageAddressField } from '../slug/slug-address.js';
import { ArtifactRefDto, ConvoRefDto } from '../pos/pos.dto.js';
import { DiffEntryDto, EditBaseDto, HistoryPageQueryDto } from '../revision/revision.dto.js';
import { TagRefDto } from '../tag/tag-refs.js';
import { ARG_TEXT_RULES } from './arg.kind.js';

export class NewArgDto {
  @IsArtifactId('posID')
  posID!: string;

  @TextField('title', ARG_TEXT_RULES.Title)
  title!: string;

  @TextField('description', ARG_TEXT_RULES.Description)
  description!: string;
}

export class NewArgResultDto {
  @ApiProperty() ArgID!: string;
  @ApiProperty({ example: '/edit/a/abc' }) Location!: string;
}

export class ArgIdQueryDto {
  @IsArtifactId('argID')
  argID!: string;
}

/** A read of the page: by its id or by a slug, current or old (/{level}/{slug} serves the same page). */
export class ArgPageQueryDto {
  @PageAddressField('argID')
  argID!: string;
}

/** What changed in an argument since a revision of it (the version a voter rated). */
export class ArgChangesQueryDto extends ArgIdQueryDto {
  @IsArtifactId('since', { what: 'a revision id of this argument' })
  since!: string;
}

export class ArgChangesDto {
  @ApiProperty() ArgID!: string;
  @ApiProperty({ description: 'The revision compared from' }) Since!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Its current version (a RevID)' })
  Version!: string | null;
  @ApiProperty({
    type: [DiffEntryDto],
    description:
      'Its Title, Argument and CounterArguments that differ from the revision to now, read as history reads them (empty: they read the same)',
  })
  Diff!: DiffEntryDto[];
}

export class ArgHistoryQueryDto extends IntersectionType(ArgIdQueryDto, HistoryPageQueryDto) {}

export class ArgEditDto extends EditBaseDto {
  @IsArtifactId('argID')
  argID!: string;
}

export class ArgDetailDto {
  @ApiProperty() ArgID!: string;
  @ApiProperty() PosID!: string;
  @ApiProperty() Title!: string;
  @ApiProperty() Description!: string;
  @ApiProperty() Argument!: string;
  @ApiProperty() Context!: string;
  @ApiProperty() CounterArguments!: string;
  @ApiProperty() Framing!: string;
  @ApiProperty() FurtherReading!: string;
  @ApiProperty() Premises!: string;
  @ApiProperty() ReferencesBody!: string;
  @ApiProperty() RejectingPremises!: string;
  @ApiProperty({ description: 'Comma-separated, as typed (what its edit field shows)' })
  Tags!: string;
  @ApiProperty({ type: [TagRefDto], description: 'The tags it carries, each with its page' })
  TagRefs!: TagRefDto[];
  @ApiProperty() Link!: string;
  @ApiProperty() Offensive!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The RevID of its latest substantive change (or creation): the version its ratings count for by default, and the revID a vote on what this page shows sends; null when none is recorded',
  })
  Version!: string | null;
}

export class PosRefDto {
  @ApiProperty() PosID!: string;
  @ApiProperty() Title!: string;
  @ApiProperty() Link!: string;
}

export class ArgPageDto {
  @ApiProperty({ type: ArgDetailDto }) Arg!: ArgDetailDto;
  @ApiProperty({ type: PosRefDto }) Pos!: PosRefDto;
  @ApiProperty({ type: ConvoRefDto }) Convo!: ConvoRefDto;
  @ApiProperty({ type: ArtifactRefDto, nullable: true }) NextArg!: ArtifactRefDto | null;
  @ApiProperty({ type: ArtifactRefDto, nullable: true }) PrevArg!: ArtifactRefDto | null;
  @ApiProperty({ type: [LinkDto], description: "The argument's links, in order" })
  Links!: LinkDto[];
}

export class NextArgDto {
  @ApiProperty({
    description:
      "1-based place of this argument among all arguments of the question (in the voter's own order when ShownRank is given)",
  })
  CurrentArg!: number;
  @ApiProperty() NumArguments!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Link of the next argument' })
  NextArg!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Link of the next position, when this is the last argument of its position',
  })
  NextPos!: string | null;
  @ApiPropertyOptional({
    minimum: 1,
    description:
      "Only in a voter's own order (a signed-in reader, or one with the voter cookie): this argument's 1-based place among its position's arguments as this voter is shown them, to send with their vote (shownRank)",
  })
  ShownRank?: number;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description:
      "Only in a voter's own order: link of the voter's first argument of the next position (where 'Next position' leads); null when that position has no arguments or there is none",
  })
  NextPosArg?: string | null;
}
