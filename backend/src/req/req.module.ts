import { Module } from '@nestjs/common';
import { provideContentKind } from '../revision/content-kind.registry.js';
import { RevisionModule } from '../revision/revision.module.js';
import { ReqController } from './req.controller.js';
import { reqKind } from './req.kind.js';
import { ReqService } from './req.service.js';

@Module({
  imports: [RevisionModule],
  controllers: [ReqController],
  providers: [ReqService, provideContentKind(reqKind)],
})
export class ReqModule {}
