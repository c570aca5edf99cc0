import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { RevisionModule } from '../revision/revision.module.js';
import { SessionModule } from '../session/session.module.js';
import { NotificationModule } from '../notification/notification.module.js';
import { UsersModule } from '../users/users.module.js';
import { VoteModule } from '../vote/vote.module.js';
import { Capabilities } from './capabilities.js';
import { MeController } from './me.controller.js';
import { MeFastPath } from './me-fast-path.js';
import { MeService } from './me.service.js';

@Module({
  imports: [
    VoteModule,
    SessionModule,
    UsersModule,
    AdminModule,
    RevisionModule,
    NotificationModule,
  ],
  controllers: [MeController],
  providers: [MeService, MeFastPath, Capabilities],
  exports: [MeFastPath],
})
export class MeModule {}
