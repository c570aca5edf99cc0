import { Module } from '@nestjs/common';
import { ArgModule } from '../arg/arg.module.js';
import { ConvoModule } from '../convo/convo.module.js';
import { InsightModule } from '../insight/insight.module.js';
import { PosModule } from '../pos/pos.module.js';
import { OpinionGroupsController } from './opinion-groups.controller.js';
import { OpinionGroupsService } from './opinion-groups.service.js';

@Module({
  imports: [ArgModule, ConvoModule, PosModule, InsightModule],
  controllers: [OpinionGroupsController],
  providers: [OpinionGroupsService],
  exports: [OpinionGroupsService],
})
export class OpinionGroupsModule {}
