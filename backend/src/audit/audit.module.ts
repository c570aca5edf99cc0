import { Module } from '@nestjs/common';
import { AuditLog } from './audit-log.service.js';

/**
 * The audit log of moderation actions. Domains that moderate (users, comment) import it and call
 * AuditLog.record in their transactions; the write path's deletions, restores and undos are
 * recorded by a content hook.
 */
@Module({
  providers: [AuditLog],
  exports: [AuditLog],
})
export class AuditModule {}
