import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ClientAddress } from '../common/client-address.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { ServerRead } from '../common/server-read.decorator.js';
import { SearchQueryDto, SearchResultsDto } from './search.dto.js';
import { SearchService } from './search.service.js';

@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(
    private readonly searchService: SearchService,
    private readonly rateLimits: RateLimitService,
  ) {}

  /** Also the results page's (/search?q=) data, read by its server render. */
  @Get()
  @ServerRead({ keyed: true })
  @ApiOkResponse({ type: SearchResultsDto })
  async search(
    @Query() query: SearchQueryDto,
    @ClientAddress() address: string | undefined,
  ): Promise<SearchResultsDto> {
    // A render has no address: the results page's request was counted before it rendered (web.ts).
    if (address !== undefined) await this.rateLimits.consume('searchPerAddress', address);
    return this.searchService.search(query.q, query.page);
  }
}
