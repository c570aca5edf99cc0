import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { provideAdminResource } from '../admin/admin-resource.registry.js';
import { JobsConsoleController } from './jobs-console.controller.js';
import { JobsConsole } from './jobs-console.service.js';
import { JobsAdminResource } from './jobs.admin.js';

/**
 * The job queue in the console (admins only): the jobs resource of the console's data API and
 * each queue's counts. Apart from JobsModule (the queue itself, which imports nothing above it).
 */
@Module({
  imports: [AdminModule],
  controllers: [JobsConsoleController],
  providers: [JobsConsole, ...provideAdminResource(JobsAdminResource)],
})
export class JobsConsoleModule {}
