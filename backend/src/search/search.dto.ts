import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';

/** Pages of search results: ranking reads a bounded set of candidates, so paging stops early. */
export const SEARCH_PAGE_SIZE = 10;
export const MAX_SEARCH_PAGE = 20;

export class SearchQueryDto {
  @ApiProperty({ minLength: 2, maxLength: 100, description: 'Trimmed; at least 2 characters' })
  @IsString({ message: 'q must be text' })
  q!: string;

  @ApiPropertyOptional({
    default: 1,
    minimum: 1,
    maximum: MAX_SEARCH_PAGE,
    description: `Page of ${SEARCH_PAGE_SIZE} results`,
  })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: `page must be between 1 and ${MAX_SEARCH_PAGE}` })
  @Max(MAX_SEARCH_PAGE, { message: `page must be between 1 and ${MAX_SEARCH_PAGE}` })
  @IsInt({ message: 'page must be a whole number' })
  page: number = 1;
}

export class SearchResultDto {
  @ApiProperty({ enum: ['convo', 'pos', 'arg', 'tag'] }) ArtifactType!:
    'convo' | 'pos' | 'arg' | 'tag';
  @ApiProperty() ArtifactID!: string;
  @ApiProperty() Title!: string;
  @ApiProperty() Link!: string;
}

export class SearchResultsDto {
  @ApiProperty({ type: [SearchResultDto] }) Results!: SearchResultDto[];
  @ApiProperty({ description: 'Whether the next page has results' }) HasMore!: boolean;
}
