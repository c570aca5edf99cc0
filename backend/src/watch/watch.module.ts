import { Module } from '@nestjs/common';
import { RevisionModule } from '../revision/revision.module.js';
import { WatchController } from './watch.controller.js';
import { WatchExpiry } from './watch-expiry.js';
import { WatchOwn } from './watch-own.js';
import { WatchService } from './watch.service.js';

/**
 * Following (ARCHITECTURE.md, "Following"): each reader's watches, watching what one writes by a
 * content hook, and the daily removal of expired watches.
 */
@Module({
  imports: [RevisionModule],
  controllers: [WatchController],
  providers: [WatchService, WatchOwn, WatchExpiry],
  exports: [WatchService],
})
export class WatchModule {}
