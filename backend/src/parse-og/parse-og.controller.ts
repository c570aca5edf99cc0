import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../common/authenticated.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import { ParseOgQueryDto, ParseOgResultDto } from './parse-og.dto.js';
import { ParseOgService } from './parse-og.service.js';

@ApiTags('links')
@Controller('parse-og')
export class ParseOgController {
  constructor(private readonly og: ParseOgService) {}

  /**
   * Fetches the page (public http(s) addresses on ports 80/443 only, checked on every redirect;
   * at most 3 redirects, 5 s and 1 MB; HTML only) and returns its image, icon and title. A page
   * it cannot reach or read is a 422 whose error says why.
   */
  @Get()
  @Authenticated()
  @ApiOkResponse({ type: ParseOgResultDto })
  preview(
    @CurrentUser() user: UserEntity,
    @Query() query: ParseOgQueryDto,
  ): Promise<ParseOgResultDto> {
    return this.og.preview(user, query.url);
  }
}
