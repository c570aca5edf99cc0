import { Module } from '@nestjs/common';
import { RevisionModule } from '../revision/revision.module.js';
import { PosController } from './pos.controller.js';
import { PosService } from './pos.service.js';

@Module({
  imports: [RevisionModule],
  controllers: [PosController],
  providers: [PosService],
})
export class PosModule {}
