import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser } from '../common/authenticated.decorator.js';
import type { Author } from '../revision/write-path.service.js';
import {
  InboxListDto,
  InboxListQueryDto,
  InboxMarkAllSeenDto,
  InboxStatusDto,
  InboxStatusResultDto,
  InboxUndoDto,
  InboxUndoResultDto,
} from './inbox.dto.js';
import { InboxService } from './inbox.service.js';
import { PageParam } from '../common/page-param.js';
import { MAX_PAGE } from '../common/safe-input.js';

@ApiTags('admin')
@Controller('admin/inbox')
export class InboxController {
  constructor(private readonly inbox: InboxService) {}

  @Get('list/:page')
  @Access('read', 'inbox')
  @ApiParam({ name: 'page', schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE } })
  @ApiOkResponse({ type: InboxListDto })
  list(
    @PageParam('page') page: number,
    @Query() query: InboxListQueryDto,
    @CurrentUser() user: Author,
  ): Promise<InboxListDto> {
    return this.inbox.list(page, query, user);
  }

  @Post('status')
  @Access('edit', 'inbox')
  @HttpCode(200)
  @ApiOkResponse({ type: InboxStatusResultDto })
  status(@Body() dto: InboxStatusDto): Promise<InboxStatusResultDto> {
    return this.inbox.setStatus(dto.inboxIDs, dto.status);
  }

  @Post('markallseen')
  @Access('edit', 'inbox')
  @HttpCode(200)
  @ApiOkResponse({ type: InboxStatusResultDto })
  markAllSeen(@Body() dto: InboxMarkAllSeenDto): Promise<InboxStatusResultDto> {
    return this.inbox.markAllSeen(dto);
  }

  @Post('undo')
  @Access('undo', 'inbox')
  @HttpCode(200)
  @ApiOkResponse({ type: InboxUndoResultDto })
  undo(@Body() dto: InboxUndoDto, @CurrentUser() user: Author): Promise<InboxUndoResultDto> {
    return this.inbox.undo(dto.inboxID, user, dto.reason);
  }
}
