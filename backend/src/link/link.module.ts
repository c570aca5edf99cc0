import { Module } from '@nestjs/common';
import { RevisionModule } from '../revision/revision.module.js';
import { LinkController } from './link.controller.js';
import { LinkService } from './link.service.js';

/** An argument's links (the arg kind's Links field and link actions) and references. */
@Module({
  imports: [RevisionModule],
  controllers: [LinkController],
  providers: [LinkService],
})
export class LinkModule {}
