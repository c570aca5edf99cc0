import { Module } from '@nestjs/common';
import { ArgModule } from '../arg/arg.module.js';
import { provideContentKind } from '../revision/content-kind.registry.js';
import { RevisionModule } from '../revision/revision.module.js';
import { PosController } from './pos.controller.js';
import { posKind } from './pos.kind.js';
import { PosService } from './pos.service.js';

@Module({
  imports: [ArgModule, RevisionModule],
  controllers: [PosController],
  providers: [PosService, provideContentKind(posKind)],
  exports: [PosService],
})
export class PosModule {}
