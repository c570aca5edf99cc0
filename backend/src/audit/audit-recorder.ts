import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ContentHooks } from '../revision/content-hooks.js';
import type { DiffEntry, RevisionEntity } from '../revision/revision.entity.js';
import { DEFAULT_DESCRIPTION } from '../revision/write-path.service.js';
import type { AuditAction } from './audit-entry.entity.js';
import { AuditLog } from './audit-log.service.js';

/**
 * What a revision means for the audit log: an inbox undo (whatever it changed), a deletion
 * (Deleted false -> true), a restore (Deleted true -> false), or nothing. A missing Deleted reads
 * as not deleted, as the write path reads it.
 */
export function auditActionOf(diff: DiffEntry[], undo: boolean): AuditAction | null {
  if (undo) return 'undo';
  const deleted = diff.find((d) => d.Field === 'Deleted');
  if (!deleted) return null;
  const before = deleted.Old ?? 'false';
  const after = deleted.New ?? 'false';
  if (before === 'false' && after === 'true') return 'delete';
  if (before === 'true' && after === 'false') return 'restore';
  return null;
}

/** The reason a revision gives: its description, unless it is the one the write path filled in. */
export function auditReasonOf(revision: Pick<RevisionEntity, 'userDescription'>): string {
  return revision.userDescription === DEFAULT_DESCRIPTION ? '' : revision.userDescription;
}

/**
 * Records the write path's deletions, restores and inbox undos in the audit log, in the
 * revision's transaction (a hook, like the inbox's), so an entry exists exactly when the change
 * committed.
 */
@Injectable()
export class AuditRecorder implements OnModuleInit {
  constructor(
    private readonly hooks: ContentHooks,
    private readonly audit: AuditLog,
  ) {}

  onModuleInit(): void {
    this.hooks.onRevision(async ({ manager, revision, undo }) => {
      const action = auditActionOf(revision.diff, undo);
      if (!action) return;
      await this.audit.record(manager, {
        action,
        actor: { id: revision.userId, usernameCased: revision.usernameCased },
        target: {
          type: revision.artifactType,
          id: revision.artifactId,
          name: revision.artifactName,
          link: revision.artifactLink,
        },
        reason: auditReasonOf(revision),
      });
    });
  }
}
