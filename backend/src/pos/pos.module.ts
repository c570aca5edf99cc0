import { Module } from '@nestjs/common';
import { provideContentKind } from '../revision/content-kind.registry.js';
import { RevisionModule } from '../revision/revision.module.js';
import { PosController } from './pos.controller.js';
import { posKind } from './pos.kind.js';
import { PosService } from './pos.service.js';

@Module({
  imports: [RevisionModule],
  controllers: [PosController],
  providers: [PosService, provideContentKind(posKind)],
})
export class PosModule {}
