import { Injectable } from '@nestjs/common';
import type { AdminListQuery, AdminResource, ConsoleAccess } from '../admin/admin-resource.js';
import { EDITOR } from '../common/access.js';
import { AUDIT_ACTIONS } from './audit-entry.entity.js';
import { AuditReader, type AuditRecord } from './audit-reader.js';

/** The audit log in the console: editors and up read it; nobody changes it. */
@Injectable()
export class AuditAdminResource implements AdminResource<AuditRecord> {
  readonly name = 'audit';
  readonly label = 'the audit log';
  readonly noun = 'audit log entry';
  readonly access: ConsoleAccess = { rules: { read: EDITOR } };
  readonly sortFields = ['Created'] as const;
  readonly defaultOrder = 'DESC' as const;
  readonly filters = {
    action: { type: 'enum', values: AUDIT_ACTIONS },
    actor: { type: 'text' },
    targetType: { type: 'text' },
    id: { type: 'id' },
  } as const;

  constructor(private readonly reader: AuditReader) {}

  list(query: AdminListQuery) {
    return this.reader.list(query);
  }

  getOne(id: string) {
    return this.reader.getOne(id);
  }
}
