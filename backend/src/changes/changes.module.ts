import { Module } from '@nestjs/common';
import { RevisionModule } from '../revision/revision.module.js';
import { ChangesController } from './changes.controller.js';
import { ChangesService } from './changes.service.js';

/** GET /api/changes: the recent-changes feed for mirrors and bots. */
@Module({
  imports: [RevisionModule],
  controllers: [ChangesController],
  providers: [ChangesService],
  exports: [ChangesService],
})
export class ChangesModule {}
