import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ContentEvents } from '../common/content-events.js';
import { listKey } from '../common/read-keys.js';
import { newId } from '../common/ids.js';
import { stripControlChars } from '../common/text-rules.js';
import type { Author } from '../revision/write-path.service.js';
import { type AuditAction, AuditEntryEntity } from './audit-entry.entity.js';

export interface AuditRecord {
  action: AuditAction;
  /** Who did it: their id and their name as shown (an Author, or a revision's author). */
  actor: Pick<Author, 'id' | 'usernameCased'>;
  target: { type: string; id: string; name: string; link?: string };
  reason?: string;
  details?: string;
}

/** Cuts to the column's width on a code-point boundary (no half of a surrogate pair). */
function fit(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : chars.slice(0, max - 1).join('') + '…';
}

/** The public log's entries, as a read key's kind: listKey(AUDIT_LIST). */
export const AUDIT_LIST = 'audit';

/**
 * Records moderation actions in the audit log, inside the caller's transaction, so an entry exists
 * exactly when the action committed.
 */
@Injectable()
export class AuditLog {
  constructor(private readonly events: ContentEvents) {}

  async record(manager: EntityManager, entry: AuditRecord): Promise<void> {
    const id = newId();
    await manager.insert(AuditEntryEntity, {
      id,
      action: entry.action,
      actorId: entry.actor.id,
      actorName: entry.actor.usernameCased,
      targetType: entry.target.type,
      targetId: entry.target.id,
      targetName: fit(entry.target.name, 200),
      targetLink: entry.target.link && entry.target.link.length <= 200 ? entry.target.link : '',
      // One line, as a revision description is.
      reason: fit(
        stripControlChars(entry.reason ?? '')
          .replace(/\s+/g, ' ')
          .trim(),
        300,
      ),
      details: fit(entry.details ?? '', 200),
    });
    // The reader's /log page is cached like any page: a new entry drops it on commit (a comment
    // removal or a role change writes no content that would).
    if (manager.queryRunner?.isTransactionActive)
      await this.events.changedIn(manager, [listKey(AUDIT_LIST)]);
  }
}
