import { Module } from '@nestjs/common';
import { provideContentKind } from '../revision/content-kind.registry.js';
import { RevisionModule } from '../revision/revision.module.js';
import { WebModule } from '../web/web.module.js';
import { ArgController } from './arg.controller.js';
import { argKind } from './arg.kind.js';
import { ArgService } from './arg.service.js';

@Module({
  imports: [RevisionModule, WebModule],
  controllers: [ArgController],
  providers: [ArgService, provideContentKind(argKind)],
  exports: [ArgService],
})
export class ArgModule {}
