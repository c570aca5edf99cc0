import { Body, Controller, Get, Header, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../common/authenticated.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import {
  MarkReadDto,
  NotificationListDto,
  NotificationsQueryDto,
  UnreadDto,
} from './notification.dto.js';
import { NotificationService } from './notification.service.js';

/** The signed-in reader's notifications (/app/notifications); the bell's count is in /api/me. */
@ApiTags('notifications')
@Authenticated()
@Controller('notifications')
export class NotificationController {
  constructor(private readonly notifications: NotificationService) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: NotificationListDto, description: 'A page of your notifications' })
  list(
    @CurrentUser() user: UserEntity,
    @Query() query: NotificationsQueryDto,
  ): Promise<NotificationListDto> {
    return this.notifications.list(user.id, query.Limit, query.Before);
  }

  @Post('read')
  @HttpCode(200)
  @ApiOkResponse({ type: UnreadDto, description: 'Marked read (those that are yours)' })
  read(@CurrentUser() user: UserEntity, @Body() dto: MarkReadDto): Promise<UnreadDto> {
    return this.notifications.markRead(user.id, dto.IDs);
  }

  @Post('read-all')
  @HttpCode(200)
  @ApiOkResponse({ type: UnreadDto, description: 'All your notifications marked read' })
  readAll(@CurrentUser() user: UserEntity): Promise<UnreadDto> {
    return this.notifications.markAllRead(user.id);
  }
}
