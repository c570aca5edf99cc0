import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../common/authenticated.decorator.js';
import { ServerRead } from '../common/server-read.decorator.js';
import { VoterKey } from '../order-bias/voter-key.decorator.js';
import { EditService } from '../revision/edit.service.js';
import { EditResultDto, HistoryDto } from '../revision/revision.dto.js';
import { RevisionService } from '../revision/revision.service.js';
import type { UserEntity } from '../users/user.entity.js';
import {
  ArgChangesDto,
  ArgChangesQueryDto,
  ArgEditDto,
  ArgPageQueryDto,
  ArgHistoryQueryDto,
  ArgPageDto,
  NewArgDto,
  NewArgResultDto,
  NextArgDto,
} from './arg.dto.js';
import { ArgService } from './arg.service.js';
import { ArgVersionReads } from './arg-version-reads.js';

@ApiTags('arguments')
@Controller('arg')
export class ArgController {
  constructor(
    private readonly args: ArgService,
    private readonly edits: EditService,
    private readonly revisions: RevisionService,
    private readonly versions: ArgVersionReads,
  ) {}

  @Post('new')
  @Authenticated()
  @ApiCreatedResponse({ type: NewArgResultDto })
  create(@CurrentUser() user: UserEntity, @Body() dto: NewArgDto): Promise<NewArgResultDto> {
    return this.args.create(user, dto);
  }

  @Get('get')
  @ServerRead({ reusable: true, keyed: true })
  @ApiOkResponse({ type: ArgPageDto })
  get(@Query() query: ArgPageQueryDto): Promise<ArgPageDto> {
    return this.args.page(query.argID);
  }

  /**
   * Personal for a voter (their own order of the arguments: never kept by the page cache or the
   * HTTP cache in front); the server render, which reads no visitor, gets the editorial order.
   */
  @Get('getnextarg')
  @ServerRead({ reusable: true, keyed: true })
  @ApiOkResponse({ type: NextArgDto })
  next(
    @Query() query: ArgPageQueryDto,
    @VoterKey() voterKey: string | undefined,
  ): Promise<NextArgDto> {
    return this.args.next(query.argID, voterKey);
  }

  @Get('history')
  @ServerRead()
  @ApiOkResponse({ type: HistoryDto })
  history(
    @Query() query: ArgHistoryQueryDto,
    @CurrentUser() user: UserEntity | undefined,
  ): Promise<HistoryDto> {
    return this.revisions.history('arg', query.argID, user, query);
  }

  @Get('changes')
  @ApiOkResponse({
    type: ArgChangesDto,
    description:
      'What changed in what the argument says since a revision of it: what a voter of an earlier version is shown',
  })
  changes(@Query() query: ArgChangesQueryDto): Promise<ArgChangesDto> {
    return this.versions.changesSince(query.argID, query.since);
  }

  @Post('edit')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: EditResultDto })
  edit(@CurrentUser() user: UserEntity, @Body() dto: ArgEditDto): Promise<EditResultDto> {
    return this.edits.edit('arg', dto.argID, dto, user);
  }
}
