import { Module } from '@nestjs/common';
import { provideContentKind } from '../revision/content-kind.registry.js';
import { RevisionModule } from '../revision/revision.module.js';
import { SlugController } from './slug.controller.js';
import { slugKind } from './slug.kind.js';
import { SlugService } from './slug.service.js';

/** Slugs of pages (the page reads find them through slug-address.ts, in their own queries). */
@Module({
  imports: [RevisionModule],
  controllers: [SlugController],
  providers: [SlugService, provideContentKind(slugKind)],
  exports: [SlugService],
})
export class SlugModule {}
