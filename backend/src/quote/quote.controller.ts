import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser } from '../common/authenticated.decorator.js';
import { ServerRead } from '../common/server-read.decorator.js';
import { EditService } from '../revision/edit.service.js';
import { EditResultDto, HistoryDto } from '../revision/revision.dto.js';
import { RevisionService } from '../revision/revision.service.js';
import type { UserEntity } from '../users/user.entity.js';
import {
  NewQuoteDto,
  QuoteAndPersonDto,
  QuoteArgQueryDto,
  QuoteEditDto,
  QuoteHistoryQueryDto,
  QuoteIdQueryDto,
  QuoteListDto,
} from './quote.dto.js';
import { QuoteService } from './quote.service.js';

@ApiTags('quotes')
@Controller('quote')
export class QuoteController {
  constructor(
    private readonly quotes: QuoteService,
    private readonly edits: EditService,
    private readonly revisions: RevisionService,
  ) {}

  @Post('new')
  @Access('create', 'quote')
  @ApiCreatedResponse({ type: QuoteAndPersonDto })
  create(@CurrentUser() user: UserEntity, @Body() dto: NewQuoteDto): Promise<QuoteAndPersonDto> {
    return this.quotes.create(user, dto);
  }

  @Get('get')
  @ApiOkResponse({ type: QuoteAndPersonDto })
  get(@Query() query: QuoteIdQueryDto): Promise<QuoteAndPersonDto> {
    return this.quotes.get(query.quoteID);
  }

  @Get('list')
  @ServerRead({ reusable: true, keyed: true })
  @ApiOkResponse({ type: QuoteListDto })
  list(@Query() query: QuoteArgQueryDto): Promise<QuoteListDto> {
    return this.quotes.ofArg(query.argID);
  }

  @Get('history')
  @ApiOkResponse({ type: HistoryDto })
  history(
    @Query() query: QuoteHistoryQueryDto,
    @CurrentUser() user: UserEntity | undefined,
  ): Promise<HistoryDto> {
    return this.revisions.history('quote', query.quoteID, user, query);
  }

  @Post('edit')
  @HttpCode(200)
  @Access('edit', 'quote')
  @ApiOkResponse({ type: EditResultDto })
  edit(@CurrentUser() user: UserEntity, @Body() dto: QuoteEditDto): Promise<EditResultDto> {
    return this.edits.edit('quote', dto.quoteID, dto, user);
  }
}
