import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { clientAddressKey } from '../common/client-address.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { SearchQueryDto, SearchResultsDto } from './search.dto.js';
import { SearchService } from './search.service.js';

@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(
    private readonly searchService: SearchService,
    private readonly rateLimits: RateLimitService,
  ) {}

  @Get()
  @ApiOkResponse({ type: SearchResultsDto })
  async search(@Query() query: SearchQueryDto, @Req() req: Request): Promise<SearchResultsDto> {
    await this.rateLimits.consume('searchPerAddress', clientAddressKey(req));
    return this.searchService.search(query.q, query.page);
  }
}
