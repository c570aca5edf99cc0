import { Module } from '@nestjs/common';
import { AdminDataController } from './admin-data.controller.js';
import { AdminDataGuard } from './admin-data.guard.js';
import { AdminDataService } from './admin-data.service.js';
import { AdminResourceRegistry } from './admin-resource.registry.js';
import { KindConsoleResources } from './kind-console-resources.js';
import { RevisionModule } from '../revision/revision.module.js';

/**
 * The console's generic data API over the resources the domains register (provideAdminResource),
 * and those made for kinds that declare `console`. It imports no domain; domains import it.
 */
@Module({
  imports: [RevisionModule],
  controllers: [AdminDataController],
  providers: [AdminResourceRegistry, AdminDataService, AdminDataGuard, KindConsoleResources],
  exports: [AdminResourceRegistry, AdminDataService],
})
export class AdminModule {}
