import { Module } from '@nestjs/common';
import { AdminDataController } from './admin-data.controller.js';
import { AdminDataGuard } from './admin-data.guard.js';
import { AdminDataService } from './admin-data.service.js';
import { AdminResourceRegistry } from './admin-resource.registry.js';

/**
 * The console's generic data API over the resources the domains register (provideAdminResource).
 * It imports no domain; domains import it.
 */
@Module({
  controllers: [AdminDataController],
  providers: [AdminResourceRegistry, AdminDataService, AdminDataGuard],
  exports: [AdminResourceRegistry, AdminDataService],
})
export class AdminModule {}
