import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../common/authenticated.decorator.js';
import { ServerRead } from '../common/server-read.decorator.js';
import { ChildrenDto } from '../convo/convo.dto.js';
import { EditService } from '../revision/edit.service.js';
import { EditResultDto, HistoryDto } from '../revision/revision.dto.js';
import { RevisionService } from '../revision/revision.service.js';
import type { UserEntity } from '../users/user.entity.js';
import {
  NewPosDto,
  NewPosResultDto,
  PosEditDto,
  PosHistoryQueryDto,
  PosIdQueryDto,
  PosPageQueryDto,
  PosPageDto,
} from './pos.dto.js';
import { PosService } from './pos.service.js';

@ApiTags('positions')
@Controller('pos')
export class PosController {
  constructor(
    private readonly positions: PosService,
    private readonly edits: EditService,
    private readonly revisions: RevisionService,
  ) {}

  @Post('new')
  @Authenticated()
  @ApiCreatedResponse({ type: NewPosResultDto })
  create(@CurrentUser() user: UserEntity, @Body() dto: NewPosDto): Promise<NewPosResultDto> {
    return this.positions.create(user, dto);
  }

  @Get('get')
  @ServerRead({ reusable: true, keyed: true })
  @ApiOkResponse({ type: PosPageDto })
  get(@Query() query: PosPageQueryDto): Promise<PosPageDto> {
    return this.positions.page(query.posID);
  }

  @Get('children')
  @ApiOkResponse({ type: ChildrenDto })
  children(@Query() query: PosIdQueryDto): Promise<ChildrenDto> {
    return this.positions.children(query.posID);
  }

  @Get('history')
  @ServerRead()
  @ApiOkResponse({ type: HistoryDto })
  history(
    @Query() query: PosHistoryQueryDto,
    @CurrentUser() user: UserEntity | undefined,
  ): Promise<HistoryDto> {
    return this.revisions.history('pos', query.posID, user, query);
  }

  @Post('edit')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: EditResultDto })
  edit(@CurrentUser() user: UserEntity, @Body() dto: PosEditDto): Promise<EditResultDto> {
    return this.edits.edit('pos', dto.posID, dto, user);
  }
}
