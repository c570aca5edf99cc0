import { Body, Controller, Get, Header, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  UnsubscribeBodyDto,
  UnsubscribeQueryDto,
  UnsubscribeStateDto,
} from './notification-settings.dto.js';
import { UnsubscribeService } from './unsubscribe.service.js';

/** The unsubscribe link of the digests: no login, the signed token is the permission. */
@ApiTags('notifications')
@Controller('digest')
export class DigestController {
  constructor(private readonly unsubscribes: UnsubscribeService) {}

  @Get('unsubscribe')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: UnsubscribeStateDto, description: 'Whose digests the link stops' })
  state(@Query() query: UnsubscribeQueryDto): Promise<UnsubscribeStateDto> {
    return this.unsubscribes.state(query.token);
  }

  /**
   * Stops the digests: the reader's page sends `{ Token }`; a mail program sends RFC 8058's
   * one-click POST, `List-Unsubscribe=One-Click` as a form, to the link with `?token=`.
   */
  @Post('unsubscribe')
  @HttpCode(200)
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: UnsubscribeStateDto, description: 'Digests are off' })
  unsubscribe(
    @Query() query: UnsubscribeQueryDto,
    @Body() body: UnsubscribeBodyDto,
  ): Promise<UnsubscribeStateDto> {
    return this.unsubscribes.unsubscribe(query.token ?? body.Token);
  }
}
