import { Module } from '@nestjs/common';
import { RateLimitModule } from '../common/rate-limit.module.js';
import { ParseOgController } from './parse-og.controller.js';
import { ParseOgService } from './parse-og.service.js';

/** GET /api/parse-og: a page's image and icon, fetched with SSRF guards (safe-fetch.ts). */
@Module({
  imports: [RateLimitModule],
  controllers: [ParseOgController],
  providers: [ParseOgService],
})
export class ParseOgModule {}
