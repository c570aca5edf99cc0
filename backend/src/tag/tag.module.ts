import { Module } from '@nestjs/common';
import { RevisionModule } from '../revision/revision.module.js';
import { TagController } from './tag.controller.js';
import { TagService } from './tag.service.js';

@Module({
  imports: [RevisionModule],
  controllers: [TagController],
  providers: [TagService],
})
export class TagModule {}
