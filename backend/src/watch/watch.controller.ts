import { Body, Controller, Delete, Get, Header, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../common/authenticated.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import {
  PutWatchDto,
  WatchChangesDto,
  WatchChangesQueryDto,
  WatchlistDto,
  WatchlistQueryDto,
  WatchStateDto,
  WatchTargetQueryDto,
} from './watch.dto.js';
import { WatchService } from './watch.service.js';

/** The signed-in reader's watches: private to them; a thing's watchers only as a count. */
@ApiTags('watch')
@Authenticated()
@Controller()
export class WatchController {
  constructor(private readonly watches: WatchService) {}

  @Get('watch')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: WatchStateDto, description: 'Your watch of it, and how many watch it' })
  async get(
    @CurrentUser() user: UserEntity,
    @Query() q: WatchTargetQueryDto,
  ): Promise<WatchStateDto> {
    return this.watches.state(user, await this.watches.target(q));
  }

  @Put('watch')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({
    type: WatchStateDto,
    description: 'Watched at that level (set again: the same)',
  })
  async put(@CurrentUser() user: UserEntity, @Body() dto: PutWatchDto): Promise<WatchStateDto> {
    return this.watches.set(user, await this.watches.target(dto), dto.Level, dto.Expiry);
  }

  @Delete('watch')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: WatchStateDto, description: 'No longer watched' })
  async remove(
    @CurrentUser() user: UserEntity,
    @Query() q: WatchTargetQueryDto,
  ): Promise<WatchStateDto> {
    return this.watches.remove(user, await this.watches.target(q));
  }

  @Get('watchlist')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: WatchlistDto, description: 'What you follow' })
  list(@CurrentUser() user: UserEntity, @Query() q: WatchlistQueryDto): Promise<WatchlistDto> {
    return this.watches.list(user, q.Offset, q.Limit);
  }

  @Get('watchlist/changes')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: WatchChangesDto, description: 'Recent changes to what you follow' })
  changes(
    @CurrentUser() user: UserEntity,
    @Query() q: WatchChangesQueryDto,
  ): Promise<WatchChangesDto> {
    return this.watches.changes(user, q.Before, q.Limit);
  }
}
