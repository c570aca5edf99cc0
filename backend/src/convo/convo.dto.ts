import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { PageQuery, PerPageQuery } from '../common/dto/query-fields.js';
import { TextField } from '../common/dto/text-field.js';
import { ID_PATTERN, IsArtifactId } from '../common/id-validation.js';
import { PageAddressField } from '../slug/slug-address.js';
import { EditBaseDto, HistoryPageQueryDto } from '../revision/revision.dto.js';
import { TagRefDto } from '../tag/tag-refs.js';
import { CONVO_TEXT_RULES } from './convo.kind.js';

export class NewConvoDto {
  @TextField('title', CONVO_TEXT_RULES.Title)
  title!: string;

  @TextField('description', CONVO_TEXT_RULES.Description)
  description!: string;
}

export class NewConvoResultDto {
  @ApiProperty() ConvoID!: string;
  @ApiProperty({ example: '/edit/c/abc' }) Location!: string;
}

export class ConvoIdQueryDto {
  @IsArtifactId('convoID')
  convoID!: string;
}

/** A read of the page: by its id or by a slug, current or old (/{level}/{slug} serves the same page). */
export class ConvoPageQueryDto {
  @PageAddressField('convoID')
  convoID!: string;
}

export class ConvoHistoryQueryDto extends IntersectionType(ConvoIdQueryDto, HistoryPageQueryDto) {}

export class ConvoEditDto extends EditBaseDto {
  @IsArtifactId('convoID')
  convoID!: string;
}

export class ArgSummaryDto {
  @ApiProperty() ArgID!: string;
  @ApiProperty() Title!: string;
  @ApiProperty() Description!: string;
  @ApiProperty() Link!: string;
}

export class CategoryRefDto {
  @ApiProperty() CategoryID!: string;
  @ApiProperty() Title!: string;
}

export class ConvoDetailDto {
  @ApiProperty() ConvoID!: string;
  @ApiProperty() Title!: string;
  @ApiProperty() Description!: string;
  @ApiProperty({ type: String, nullable: true }) ImageURL!: string | null;
  @ApiProperty({ type: [TagRefDto] }) Tags!: TagRefDto[];
  @ApiProperty({ type: [CategoryRefDto] }) Categories!: CategoryRefDto[];
  @ApiProperty() Link!: string;
  @ApiProperty({ format: 'date-time' }) Created!: string;
  @ApiProperty({ format: 'date-time' }) Modified!: string;
  @ApiProperty() Offensive!: boolean;
}

export class ConvoPositionDto {
  @ApiProperty() PosID!: string;
  @ApiProperty() Title!: string;
  @ApiProperty() Description!: string;
  @ApiProperty() Link!: string;
  @ApiProperty({ type: [ArgSummaryDto] }) Arguments!: ArgSummaryDto[];
}

export class ConvoPageDto {
  @ApiProperty({ type: ConvoDetailDto }) Convo!: ConvoDetailDto;
  @ApiProperty({ type: [ConvoPositionDto] }) Positions!: ConvoPositionDto[];
}

/**
 * recent: newest first, questions with positions before those still waiting for their first;
 * popular: questions with positions that someone voted on, those most people voted on first.
 */
export const CONVO_LIST_ORDERS = ['recent', 'popular'] as const;
export type ConvoListOrder = (typeof CONVO_LIST_ORDERS)[number];

export class ConvoListQueryDto {
  @PageQuery()
  page: number = 1;

  @PerPageQuery(20)
  perPage: number = 20;

  @ApiPropertyOptional({
    enum: CONVO_LIST_ORDERS,
    default: 'recent',
    description:
      'recent: newest first, questions with positions before those waiting for their first; popular: questions with positions and voters, most voters first',
  })
  @IsOptional()
  @IsIn(CONVO_LIST_ORDERS, { message: `sort must be one of ${CONVO_LIST_ORDERS.join(', ')}` })
  sort: ConvoListOrder = 'recent';

  @ApiPropertyOptional({ description: 'A CategoryID' })
  @IsOptional()
  @IsString({ message: 'category must be a category id' })
  @Matches(ID_PATTERN, { message: 'category must be a category id' })
  category?: string;
}

export class ConvoListItemDto {
  @ApiProperty() ConvoID!: string;
  @ApiProperty() Title!: string;
  @ApiProperty() Description!: string;
  @ApiProperty() Link!: string;
  @ApiProperty({ format: 'date-time' }) Created!: string;
  @ApiProperty({ description: 'Its live positions' }) Positions!: number;
  @ApiProperty({ description: 'The live arguments of its live positions' }) Arguments!: number;
  @ApiProperty({
    description: 'How many people chose a position in its vote (may lag votes by a minute)',
  })
  Voters!: number;
}

export class ConvoListDto {
  @ApiProperty({ type: [ConvoListItemDto] }) Convos!: ConvoListItemDto[];
  @ApiProperty() Total!: number;
  @ApiProperty({ type: [CategoryRefDto] }) Categories!: CategoryRefDto[];
}

export class ChildDto {
  @ApiProperty() ID!: string;
  @ApiProperty() Title!: string;
}

export class ChildrenDto {
  @ApiProperty({ type: [ChildDto] }) Children!: ChildDto[];
  @ApiProperty({ description: 'JSON list of the child ids in their current order' })
  OrderJSON!: string;
}
