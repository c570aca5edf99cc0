import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser } from '../common/authenticated.decorator.js';
import { ServerRead } from '../common/server-read.decorator.js';
import { EditResultDto, HistoryDto } from '../revision/revision.dto.js';
import { RevisionService } from '../revision/revision.service.js';
import type { UserEntity } from '../users/user.entity.js';
import {
  NewReqDto,
  NewReqResultDto,
  ReqEditDto,
  ReqHistoryQueryDto,
  ReqIdQueryDto,
  ReqListDto,
  ReqListQueryDto,
  ReqPageDto,
  SuggestionListDto,
  SuggestionsQueryDto,
} from './req.dto.js';
import { ReqService } from './req.service.js';

@ApiTags('requests')
@Controller('req')
export class ReqController {
  constructor(
    private readonly reqs: ReqService,
    private readonly revisions: RevisionService,
  ) {}

  @Post('new')
  @Access('create', 'req')
  @ApiCreatedResponse({ type: NewReqResultDto })
  create(@CurrentUser() user: UserEntity, @Body() dto: NewReqDto): Promise<NewReqResultDto> {
    return this.reqs.create(user, dto);
  }

  @Get('get')
  @ServerRead({ reusable: true })
  @ApiOkResponse({ type: ReqPageDto })
  get(@Query() query: ReqIdQueryDto): Promise<ReqPageDto> {
    return this.reqs.page(query.reqID);
  }

  @Get('list')
  @ServerRead({ reusable: true })
  @ApiOkResponse({ type: ReqListDto })
  list(@Query() query: ReqListQueryDto): Promise<ReqListDto> {
    return this.reqs.list(query);
  }

  @Get('suggestions')
  @ApiOkResponse({ type: SuggestionListDto, description: "A user's suggested questions" })
  suggestions(@Query() query: SuggestionsQueryDto): Promise<SuggestionListDto> {
    return this.reqs.suggestionsOf(query.username);
  }

  @Get('history')
  @ServerRead()
  @ApiOkResponse({ type: HistoryDto })
  history(
    @Query() query: ReqHistoryQueryDto,
    @CurrentUser() user: UserEntity | undefined,
  ): Promise<HistoryDto> {
    return this.revisions.history('req', query.reqID, user, query);
  }

  @Post('edit')
  @HttpCode(200)
  @Access('edit', 'req')
  @ApiOkResponse({ type: EditResultDto })
  edit(@CurrentUser() user: UserEntity, @Body() dto: ReqEditDto): Promise<EditResultDto> {
    return this.reqs.edit(user, dto);
  }
}
