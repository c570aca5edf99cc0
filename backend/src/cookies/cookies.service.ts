import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { addressKey } from '../common/client-address.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { CookieChoiceEntity } from './cookie-choice.entity.js';
import type { LogChoiceDto, LogChoiceResponseDto, ShowBannerDto } from './cookies.dto.js';

/** Bump when the cookie statement changes: everyone is asked again. */
export const COOKIE_STATEMENT_VERSION = '2026-11-01';

@Injectable()
export class CookiesService {
  constructor(
    @InjectRepository(CookieChoiceEntity) private readonly choices: Repository<CookieChoiceEntity>,
    private readonly rateLimits: RateLimitService,
  ) {}

  async showBanner(user: UserEntity | undefined): Promise<ShowBannerDto> {
    const answered = user
      ? await this.choices.existsBy({ userId: user.id, version: COOKIE_STATEMENT_VERSION })
      : false;
    return { ShowBanner: !answered, Version: COOKIE_STATEMENT_VERSION };
  }

  async logChoice(
    user: UserEntity | undefined,
    dto: LogChoiceDto,
    ip: string | undefined,
  ): Promise<LogChoiceResponseDto> {
    await this.rateLimits.consume('cookieChoicePerIp', addressKey(ip));
    if (dto.version !== COOKIE_STATEMENT_VERSION) {
      throw new BadRequestException(
        `version must be the current cookie statement version (${COOKIE_STATEMENT_VERSION}).`,
      );
    }
    await this.choices.insert({
      userId: user?.id ?? null,
      loadThirdParty: dto.loadThirdParty,
      version: dto.version,
      url: dto.url,
    });
    return { Logged: true };
  }
}
