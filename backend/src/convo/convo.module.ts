import { Module } from '@nestjs/common';
import { ArgModule } from '../arg/arg.module.js';
import { CategoryModule } from '../category/category.module.js';
import { PosModule } from '../pos/pos.module.js';
import { provideContentKind } from '../revision/content-kind.registry.js';
import { RevisionModule } from '../revision/revision.module.js';
import { ConvoController } from './convo.controller.js';
import { convoKind } from './convo.kind.js';
import { ConvoService } from './convo.service.js';

@Module({
  imports: [ArgModule, CategoryModule, PosModule, RevisionModule],
  controllers: [ConvoController],
  providers: [ConvoService, provideContentKind(convoKind)],
  exports: [ConvoService],
})
export class ConvoModule {}
