import { Module } from '@nestjs/common';
import { ArticleModule } from '../article/article.module.js';
import { PersonModule } from '../person/person.module.js';
import { QuoteModule } from '../quote/quote.module.js';
import { ReqModule } from '../req/req.module.js';
import { RevisionModule } from '../revision/revision.module.js';
import { SlugModule } from '../slug/slug.module.js';
import { DemoSeedService } from './demo-seed.service.js';

@Module({
  imports: [RevisionModule, PersonModule, QuoteModule, ReqModule, ArticleModule, SlugModule],
  providers: [DemoSeedService],
  exports: [DemoSeedService],
})
export class SeedModule {}
