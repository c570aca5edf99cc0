import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { provideAdminResource } from '../admin/admin-resource.registry.js';
import { provideContentKind } from '../revision/content-kind.registry.js';
import { RevisionModule } from '../revision/revision.module.js';
import { ArticleAdminResource } from './article.admin.js';
import { ArticleController } from './article.controller.js';
import { articleKind } from './article.kind.js';
import { ArticleService } from './article.service.js';

@Module({
  imports: [RevisionModule, AdminModule],
  controllers: [ArticleController],
  providers: [
    ArticleService,
    provideContentKind(articleKind),
    ...provideAdminResource(ArticleAdminResource),
  ],
  exports: [ArticleService],
})
export class ArticleModule {}
