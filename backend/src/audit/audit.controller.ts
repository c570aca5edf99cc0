import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { PageParam } from '../common/page-param.js';
import { MAX_PAGE } from '../common/safe-input.js';
import { ServerRead } from '../common/server-read.decorator.js';
import { AuditReader } from './audit-reader.js';
import { LogListDto, LogQueryDto } from './audit.dto.js';

/** The public moderation log (the reader's /log): deletions, restores, undos, removals, roles. */
@ApiTags('log')
@Controller('log')
export class AuditController {
  constructor(private readonly reader: AuditReader) {}

  @Get('list/:page')
  @ServerRead()
  @ApiParam({ name: 'page', schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE } })
  @ApiOkResponse({ type: LogListDto, description: 'A page of 50 entries, newest first' })
  list(@PageParam('page') page: number, @Query() query: LogQueryDto): Promise<LogListDto> {
    return this.reader.publicPage(page, query.action);
  }
}
