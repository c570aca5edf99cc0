import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { provideAdminResource } from '../admin/admin-resource.registry.js';
import { provideContentKind } from '../revision/content-kind.registry.js';
import { RevisionModule } from '../revision/revision.module.js';
import { SearchModule } from '../search/search.module.js';
import { TagController } from './tag.controller.js';
import { TagAdminResource } from './tag.admin.js';
import { tagKind } from './tag.kind.js';
import { TagService } from './tag.service.js';
import { TagSync } from './tags-sync.js';

@Module({
  imports: [RevisionModule, SearchModule, AdminModule],
  controllers: [TagController],
  providers: [
    TagService,
    TagSync,
    provideContentKind(tagKind),
    ...provideAdminResource(TagAdminResource),
  ],
})
export class TagModule {}
