import { Module } from '@nestjs/common';
import { provideContentKind } from '../revision/content-kind.registry.js';
import { UsersModule } from '../users/users.module.js';
import { RevisionModule } from '../revision/revision.module.js';
import { ReqController } from './req.controller.js';
import { reqKind } from './req.kind.js';
import { ReqService } from './req.service.js';

@Module({
  imports: [RevisionModule, UsersModule],
  controllers: [ReqController],
  providers: [ReqService, provideContentKind(reqKind)],
  exports: [ReqService],
})
export class ReqModule {}
