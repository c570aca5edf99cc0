import { Module } from '@nestjs/common';
import { RevisionModule } from '../revision/revision.module.js';
import { InboxRecorder } from './inbox-recorder.js';
import { InboxController } from './inbox.controller.js';
import { InboxService } from './inbox.service.js';

/** The editors' inbox: fed by a content hook, so it depends on revision/ and never the reverse. */
@Module({
  imports: [RevisionModule],
  controllers: [InboxController],
  providers: [InboxService, InboxRecorder],
})
export class InboxModule {}
