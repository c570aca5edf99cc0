import { Module } from '@nestjs/common';
import { provideContentKind } from '../revision/content-kind.registry.js';
import { RevisionModule } from '../revision/revision.module.js';
import { ArticleController } from './article.controller.js';
import { articleKind } from './article.kind.js';
import { ArticleService } from './article.service.js';

@Module({
  imports: [RevisionModule],
  controllers: [ArticleController],
  providers: [ArticleService, provideContentKind(articleKind)],
  exports: [ArticleService],
})
export class ArticleModule {}
