import { Module } from '@nestjs/common';
import { RateLimitModule } from '../common/rate-limit.module.js';
import { SearchController } from './search.controller.js';
import { SearchService } from './search.service.js';

@Module({
  imports: [RateLimitModule],
  controllers: [SearchController],
  providers: [SearchService],
})
export class SearchModule {}
