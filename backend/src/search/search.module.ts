import { Module } from '@nestjs/common';
import { RateLimitModule } from '../common/rate-limit.module.js';
import { RevisionModule } from '../revision/revision.module.js';
import { WebModule } from '../web/web.module.js';
import { SearchFastPath } from './search-fast-path.js';
import { SearchIndexer } from './search-index.js';
import { SearchController } from './search.controller.js';
import { SearchService } from './search.service.js';

@Module({
  imports: [RateLimitModule, RevisionModule, WebModule],
  controllers: [SearchController],
  providers: [SearchService, SearchIndexer, SearchFastPath],
  exports: [SearchIndexer, SearchFastPath],
})
export class SearchModule {}
