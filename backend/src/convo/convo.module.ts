import { Module } from '@nestjs/common';
import { provideContentKind } from '../revision/content-kind.registry.js';
import { RevisionModule } from '../revision/revision.module.js';
import { ConvoController } from './convo.controller.js';
import { convoKind } from './convo.kind.js';
import { ConvoService } from './convo.service.js';

@Module({
  imports: [RevisionModule],
  controllers: [ConvoController],
  providers: [ConvoService, provideContentKind(convoKind)],
})
export class ConvoModule {}
