import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SearchQueryDto, SearchResultsDto } from './search.dto.js';
import { SearchService } from './search.service.js';

@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @Get()
  @ApiOkResponse({ type: SearchResultsDto })
  search(@Query() query: SearchQueryDto): Promise<SearchResultsDto> {
    return this.searchService.search(query.q);
  }
}
