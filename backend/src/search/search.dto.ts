import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { HasMoreField } from '../common/dto/page-fields.js';
import { WholeNumberQuery } from '../common/dto/query-fields.js';
import { KindEnum } from '../revision/kind-enums.js';
import type { ArtifactType } from '../revision/revision.entity.js';

/** Pages of search results: ranking reads a bounded set of candidates, so paging stops early. */
export const SEARCH_PAGE_SIZE = 10;
export const MAX_SEARCH_PAGE = 20;

export class SearchQueryDto {
  @ApiProperty({ minLength: 2, maxLength: 100, description: 'Trimmed; at least 2 characters' })
  @IsString({ message: 'q must be text' })
  q!: string;

  @WholeNumberQuery('page', {
    default: 1,
    min: 1,
    max: MAX_SEARCH_PAGE,
    description: `Page of ${SEARCH_PAGE_SIZE} results`,
  })
  page: number = 1;
}

/** A piece of a snippet: text as it is, or a word the search matched. */
export class SnippetPartDto {
  @ApiProperty() Text!: string;
  @ApiProperty() Match!: boolean;
}

/** The question a position or an argument belongs to. */
export class SearchQuestionDto {
  @ApiProperty() Title!: string;
  @ApiProperty() Link!: string;
}

export class SearchResultDto {
  @KindEnum('SearchedArtifactType') ArtifactType!: ArtifactType;
  @ApiProperty() ArtifactID!: string;
  @ApiProperty() Title!: string;
  @ApiProperty() Link!: string;
  @ApiProperty({
    type: [SnippetPartDto],
    description:
      'Words of its text around what matched, the matches marked; empty for a title found by similarity',
  })
  Snippet!: SnippetPartDto[];
  @ApiProperty({
    type: SearchQuestionDto,
    nullable: true,
    description: 'For a position or an argument: its question',
  })
  Question!: SearchQuestionDto | null;
}

export class SearchResultsDto {
  @ApiProperty({ type: [SearchResultDto] }) Results!: SearchResultDto[];
  @HasMoreField('Whether the next page has results') HasMore!: boolean;
}
