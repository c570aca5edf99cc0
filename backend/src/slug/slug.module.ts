import { Module } from '@nestjs/common';
import { provideContentKind } from '../revision/content-kind.registry.js';
import { RevisionModule } from '../revision/revision.module.js';
import { SlugController } from './slug.controller.js';
import { slugKind } from './slug.kind.js';
import { SlugService } from './slug.service.js';

/** Slugs of pages; exports SlugService (resolve, slugOf) for the reader's routes and canonical links. */
@Module({
  imports: [RevisionModule],
  controllers: [SlugController],
  providers: [SlugService, provideContentKind(slugKind)],
  exports: [SlugService],
})
export class SlugModule {}
