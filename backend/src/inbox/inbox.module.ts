import { Module } from '@nestjs/common';
import { RevisionModule } from '../revision/revision.module.js';
import { InboxController } from './inbox.controller.js';
import { InboxService } from './inbox.service.js';

@Module({ imports: [RevisionModule], controllers: [InboxController], providers: [InboxService] })
export class InboxModule {}
