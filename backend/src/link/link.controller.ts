import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ServerRead } from '../common/server-read.decorator.js';
import { ArgLinkQueryDto, ArgRefsQueryDto, LinkResultDto, RefsResultDto } from './link.dto.js';
import { LinkService } from './link.service.js';

/**
 * An argument's external links and references. Links are changed through POST /api/arg/edit
 * (ArgAddExternalLink, ArgEditExternalLink, ArgRemoveExternalLink).
 */
@ApiTags('arguments')
@Controller('arg')
export class LinkController {
  constructor(private readonly links: LinkService) {}

  @Get('getlink')
  @ApiOkResponse({ type: LinkResultDto })
  getLink(@Query() query: ArgLinkQueryDto): Promise<LinkResultDto> {
    return this.links.link(query.argID, query.linkID);
  }

  @Get('getreferences')
  @ServerRead({ reusable: true, keyed: true })
  @ApiOkResponse({ type: RefsResultDto })
  getReferences(@Query() query: ArgRefsQueryDto): Promise<RefsResultDto> {
    return this.links.references(query.argID);
  }
}
