import { Module } from '@nestjs/common';
import { provideContentKind } from '../revision/content-kind.registry.js';
import { RevisionModule } from '../revision/revision.module.js';
import { SearchModule } from '../search/search.module.js';
import { TagController } from './tag.controller.js';
import { tagKind } from './tag.kind.js';
import { TagService } from './tag.service.js';
import { TagSync } from './tags-sync.js';

@Module({
  imports: [RevisionModule, SearchModule],
  controllers: [TagController],
  providers: [TagService, TagSync, provideContentKind(tagKind)],
})
export class TagModule {}
