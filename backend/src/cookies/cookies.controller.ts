import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/authenticated.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import { LogChoiceDto, LogChoiceResponseDto, ShowBannerDto } from './cookies.dto.js';
import { CookiesService } from './cookies.service.js';

@ApiTags('cookies')
@Controller('cookies')
export class CookiesController {
  constructor(private readonly cookies: CookiesService) {}

  @Post('showbanner')
  @HttpCode(200)
  @ApiOkResponse({ type: ShowBannerDto })
  showBanner(@CurrentUser() user: UserEntity | undefined): Promise<ShowBannerDto> {
    return this.cookies.showBanner(user);
  }

  @Post('logchoice')
  @HttpCode(200)
  @ApiOkResponse({ type: LogChoiceResponseDto })
  logChoice(
    @CurrentUser() user: UserEntity | undefined,
    @Body() dto: LogChoiceDto,
    @Ip() ip: string,
  ): Promise<LogChoiceResponseDto> {
    return this.cookies.logChoice(user, dto, ip);
  }
}
