import { Module } from '@nestjs/common';
import { RevisionModule } from '../revision/revision.module.js';
import { ArgController } from './arg.controller.js';
import { ArgService } from './arg.service.js';

@Module({
  imports: [RevisionModule],
  controllers: [ArgController],
  providers: [ArgService],
})
export class ArgModule {}
