import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../common/authenticated.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import {
  NotificationSettingsDto,
  UpdateNotificationSettingsDto,
} from './notification-settings.dto.js';
import { NotificationSettingsService } from './notification-settings.service.js';

/** The signed-in reader's following settings (/app/settings, "Notifications"). */
@ApiTags('notifications')
@Authenticated()
@Controller('notification-settings')
export class NotificationSettingsController {
  constructor(private readonly settings: NotificationSettingsService) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: NotificationSettingsDto })
  get(@CurrentUser() user: UserEntity): Promise<NotificationSettingsDto> {
    return this.settings.get(user.id);
  }

  @Put()
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: NotificationSettingsDto, description: 'The settings after the change' })
  update(
    @CurrentUser() user: UserEntity,
    @Body() dto: UpdateNotificationSettingsDto,
  ): Promise<NotificationSettingsDto> {
    return this.settings.update(user.id, dto);
  }
}
