import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { provideAdminResource } from '../admin/admin-resource.registry.js';
import { provideContentKind } from '../revision/content-kind.registry.js';
import { ConvoModule } from '../convo/convo.module.js';
import { UsersModule } from '../users/users.module.js';
import { RevisionModule } from '../revision/revision.module.js';
import { ReqAdminResource } from './req.admin.js';
import { ReqController } from './req.controller.js';
import { reqKind } from './req.kind.js';
import { ReqService } from './req.service.js';
import { SuggestionResolution } from './suggestion-resolution.js';

@Module({
  imports: [RevisionModule, UsersModule, AdminModule, ConvoModule],
  controllers: [ReqController],
  providers: [
    ReqService,
    SuggestionResolution,
    provideContentKind(reqKind),
    ...provideAdminResource(ReqAdminResource),
  ],
  exports: [ReqService],
})
export class ReqModule {}
