import { Module } from '@nestjs/common';
import { RevisionModule } from '../revision/revision.module.js';
import { ConvoController } from './convo.controller.js';
import { ConvoService } from './convo.service.js';

@Module({
  imports: [RevisionModule],
  controllers: [ConvoController],
  providers: [ConvoService],
})
export class ConvoModule {}
