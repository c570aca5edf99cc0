import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../common/authenticated.decorator.js';
import { ServerRead } from '../common/server-read.decorator.js';
import { EditService } from '../revision/edit.service.js';
import { EditResultDto, HistoryDto } from '../revision/revision.dto.js';
import { RevisionService } from '../revision/revision.service.js';
import type { UserEntity } from '../users/user.entity.js';
import {
  ChildrenDto,
  ConvoEditDto,
  ConvoIdQueryDto,
  ConvoHistoryQueryDto,
  ConvoListDto,
  ConvoListQueryDto,
  ConvoPageDto,
  ConvoPageQueryDto,
  NewConvoDto,
  NewConvoResultDto,
} from './convo.dto.js';
import { ConvoService } from './convo.service.js';

@ApiTags('questions')
@Controller('convo')
export class ConvoController {
  constructor(
    private readonly convos: ConvoService,
    private readonly edits: EditService,
    private readonly revisions: RevisionService,
  ) {}

  @Post('new')
  @Authenticated()
  @ApiCreatedResponse({ type: NewConvoResultDto })
  create(@CurrentUser() user: UserEntity, @Body() dto: NewConvoDto): Promise<NewConvoResultDto> {
    return this.convos.create(user, dto);
  }

  @Get('get')
  @ServerRead({ reusable: true, keyed: true })
  @ApiOkResponse({ type: ConvoPageDto })
  get(@Query() query: ConvoPageQueryDto): Promise<ConvoPageDto> {
    return this.convos.page(query.convoID);
  }

  @Get('list')
  @ServerRead({ reusable: true, keyed: true })
  @ApiOkResponse({ type: ConvoListDto })
  list(@Query() query: ConvoListQueryDto): Promise<ConvoListDto> {
    return this.convos.list(query);
  }

  @Get('children')
  @ApiOkResponse({ type: ChildrenDto })
  children(@Query() query: ConvoIdQueryDto): Promise<ChildrenDto> {
    return this.convos.children(query.convoID);
  }

  @Get('history')
  @ServerRead()
  @ApiOkResponse({ type: HistoryDto })
  history(
    @Query() query: ConvoHistoryQueryDto,
    @CurrentUser() user: UserEntity | undefined,
  ): Promise<HistoryDto> {
    return this.revisions.history('convo', query.convoID, user, query);
  }

  @Post('edit')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: EditResultDto })
  edit(@CurrentUser() user: UserEntity, @Body() dto: ConvoEditDto): Promise<EditResultDto> {
    return this.edits.edit('convo', dto.convoID, dto, user);
  }
}
