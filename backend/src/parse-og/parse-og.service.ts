import {
  BadRequestException,
  Inject,
  Injectable,
  UnprocessableEntityException,
} from '@nestjs/common';
import type { Actor } from '../common/access.js';
import { RateLimitService, TooManyRequestsException } from '../common/rate-limit.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { extractPreview } from './og-parser.js';
import type { ParseOgResultDto } from './parse-og.dto.js';
import { DEFAULT_FETCH_LIMITS, FetchError, type FetchLimits, fetchPage } from './safe-fetch.js';

/** Page fetches one process runs at once; more wait for nobody and get a 429. */
const MAX_CONCURRENT_FETCHES = 16;

/** GET /api/parse-og: the image, icon and title of a page a signed-in user names (for a link card). */
@Injectable()
export class ParseOgService {
  private readonly limits: FetchLimits;
  private running = 0;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly rateLimits: RateLimitService,
  ) {
    this.limits = { ...DEFAULT_FETCH_LIMITS, allowLoopback: config.parseOgAllowLoopback === true };
  }

  async preview(user: Actor, url: string): Promise<ParseOgResultDto> {
    await this.rateLimits.consume('parseOgPerUser', user.id);
    if (this.running >= MAX_CONCURRENT_FETCHES)
      throw new TooManyRequestsException('page previews at once', 1);
    this.running += 1;
    try {
      const page = await fetchPage(url, this.limits);
      const { image, icon, title } = extractPreview(page.html, page.url);
      return { image, icon, title };
    } catch (error) {
      if (error instanceof FetchError) {
        throw error.refused
          ? new BadRequestException(error.message)
          : new UnprocessableEntityException(error.message);
      }
      throw error;
    } finally {
      this.running -= 1;
    }
  }
}
