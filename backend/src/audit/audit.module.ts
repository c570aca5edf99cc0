import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { provideAdminResource } from '../admin/admin-resource.registry.js';
import { RevisionModule } from '../revision/revision.module.js';
import { AuditLog } from './audit-log.service.js';
import { AuditReader } from './audit-reader.js';
import { AuditRecorder } from './audit-recorder.js';
import { AuditAdminResource } from './audit.admin.js';
import { AuditController } from './audit.controller.js';

/**
 * The audit log of moderation actions. Domains that moderate (users, comment) import it and call
 * AuditLog.record in their transactions; the write path's deletions, restores and undos are
 * recorded by a content hook (so it depends on revision/, never the reverse). Read by the public
 * log (/api/log) and the console's audit resource.
 */
@Module({
  imports: [RevisionModule, AdminModule],
  controllers: [AuditController],
  providers: [AuditLog, AuditReader, AuditRecorder, ...provideAdminResource(AuditAdminResource)],
  exports: [AuditLog],
})
export class AuditModule {}
