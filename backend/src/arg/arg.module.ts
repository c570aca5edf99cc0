import { Module } from '@nestjs/common';
import { provideContentKind } from '../revision/content-kind.registry.js';
import { RevisionModule } from '../revision/revision.module.js';
import { WebModule } from '../web/web.module.js';
import { ArgController } from './arg.controller.js';
import { ArgVersionReads } from './arg-version-reads.js';
import { ArgVersions } from './arg-versions.js';
import { argKind } from './arg.kind.js';
import { ArgService } from './arg.service.js';

@Module({
  imports: [RevisionModule, WebModule],
  controllers: [ArgController],
  providers: [ArgService, ArgVersions, ArgVersionReads, provideContentKind(argKind)],
  exports: [ArgService, ArgVersionReads],
})
export class ArgModule {}
