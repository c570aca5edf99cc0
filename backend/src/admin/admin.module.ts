import { Module } from '@nestjs/common';
import { AdminResourceRegistry } from './admin-resource.registry.js';

/**
 * The console's generic data API over the resources the domains register (provideAdminResource).
 * It imports no domain; domains import it.
 */
@Module({
  providers: [AdminResourceRegistry],
  exports: [AdminResourceRegistry],
})
export class AdminModule {}
