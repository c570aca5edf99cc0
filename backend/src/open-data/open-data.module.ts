import { Module } from '@nestjs/common';
import { RevisionModule } from '../revision/revision.module.js';
import { CrossTabModule } from '../crosstab/crosstab.module.js';
import { CROSS_TAB_SOURCE } from './cross-tab-source.js';
import { DumpStore } from './dump-store.js';
import { DumpService } from './dump.service.js';
import { OpenDataJobs } from './open-data-jobs.js';
import { DumpFilesController, OpenDataController } from './open-data.controller.js';
import { OpenDataService } from './open-data.service.js';
import { PublishedCrossTabs } from './published-cross-tabs.js';

/**
 * Open data (issue 25): dumps of the public content (CC BY-SA 4.0) and of vote aggregates (CC0),
 * nightly and by `npm run dump`; the latest listed at /api/data/dumps and served at /data/{name}.
 */
@Module({
  imports: [RevisionModule, CrossTabModule],
  controllers: [OpenDataController, DumpFilesController],
  providers: [
    DumpService,
    DumpStore,
    OpenDataService,
    OpenDataJobs,
    { provide: CROSS_TAB_SOURCE, useClass: PublishedCrossTabs },
  ],
  exports: [DumpService],
})
export class OpenDataModule {}
