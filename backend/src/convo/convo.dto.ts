import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import {
  EditBaseDto,
  HistoryPageQueryDto,
  ID_PATTERN,
  IsArtifactId,
} from '../revision/revision.dto.js';
import { TagRefDto } from '../tag/tag-refs.js';
import { MAX_PAGE } from '../common/safe-input.js';

export class NewConvoDto {
  @ApiProperty({ minLength: 10, maxLength: 75 })
  @IsString({ message: 'title must be text' })
  title!: string;

  @ApiProperty({ minLength: 160, maxLength: 300 })
  @IsString({ message: 'description must be text' })
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

export class ConvoListQueryDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'page must be 1 or more' })
  @Max(MAX_PAGE, { message: `page must be at most ${MAX_PAGE}` })
  @IsInt({ message: 'page must be a whole number' })
  page: number = 1;

  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'perPage must be between 1 and 100' })
  @Max(100, { message: 'perPage must be between 1 and 100' })
  @IsInt({ message: 'perPage must be a whole number' })
  perPage: number = 20;

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
