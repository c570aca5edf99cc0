import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AdminList, AdminListQuery, AdminRecord } from '../admin/admin-resource.js';
import { type AuditAction, PUBLIC_AUDIT_ACTIONS } from './audit-entry.entity.js';
import { LOG_PAGE_SIZE, type LogEntryDto, type LogListDto } from './audit.dto.js';

/**
 * The most entries a console list counts (and pages through): the total reads "10000" beyond it,
 * so a list's cost does not grow with the size of the log.
 */
export const AUDIT_TOTAL_CAP = 10_000;

/** A console record of the audit log: everything, including the actor's id. */
export type AuditRecord = AdminRecord & {
  Action: AuditAction;
  ActorName: string;
  ActorUID: string;
  TargetType: string;
  TargetID: string;
  TargetName: string;
  TargetLink: string;
  Reason: string;
  Details: string;
  Created: string;
};

interface Row {
  id: string;
  action: AuditAction;
  actor_id: string;
  actor_name: string;
  target_type: string;
  target_id: string;
  target_name: string;
  target_link: string;
  reason: string;
  details: string;
  created_at: Date;
}

const COLUMNS = `id, action, actor_id, actor_name, target_type, target_id, target_name, target_link,
  reason, details, created_at`;

function toRecord(row: Row): AuditRecord {
  return {
    id: row.id,
    Action: row.action,
    ActorName: row.actor_name,
    ActorUID: row.actor_id,
    TargetType: row.target_type,
    TargetID: row.target_id,
    TargetName: row.target_name,
    TargetLink: row.target_link,
    Reason: row.reason,
    Details: row.details,
    Created: row.created_at.toISOString(),
  };
}

/** What the public sees of an entry: no ids of users or targets. */
function toPublic(row: Row): LogEntryDto {
  return {
    LogID: row.id,
    Action: row.action,
    ActorName: row.actor_name,
    TargetType: row.target_type,
    TargetName: row.target_name,
    TargetLink: row.target_link,
    Reason: row.reason,
    Details: row.details,
    Created: row.created_at.toISOString(),
  };
}

/** Reads the audit log: the public moderation log, and the console's list. */
@Injectable()
export class AuditReader {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * A page of the public log, newest first: only the public actions (never report dismissals).
   * Pages are bounded by MAX_PAGE (the caller checked).
   */
  async publicPage(page: number, action?: AuditAction): Promise<LogListDto> {
    const actions = action ? [action] : [...PUBLIC_AUDIT_ACTIONS];
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM audit_entries WHERE action = ANY($1)
       ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT $3`,
      [actions, (page - 1) * LOG_PAGE_SIZE, LOG_PAGE_SIZE + 1],
    )) as Row[];
    return {
      Entries: rows.slice(0, LOG_PAGE_SIZE).map(toPublic),
      HasMore: rows.length > LOG_PAGE_SIZE,
    };
  }

  /** The console's list: filtered by action, actor (a username, any case) and target type. */
  async list(query: AdminListQuery): Promise<AdminList<AuditRecord>> {
    const where: string[] = [];
    const params: unknown[] = [];
    const { action, actor, targetType } = query.filter;
    if (typeof action === 'string') {
      params.push(action);
      where.push(`action = $${params.length}`);
    }
    if (typeof actor === 'string' && actor !== '') {
      params.push(actor.toLowerCase());
      where.push(`actor_id IN (SELECT id FROM users WHERE username = $${params.length})`);
    }
    if (typeof targetType === 'string' && targetType !== '') {
      params.push(targetType);
      where.push(`target_type = $${params.length}`);
    }
    if (Array.isArray(query.filter.id)) {
      params.push(query.filter.id);
      where.push(`id = ANY($${params.length})`);
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const order = query.order === 'ASC' ? 'ASC' : 'DESC';
    const offset = (query.page - 1) * query.perPage;
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM (SELECT 1 FROM audit_entries ${whereSql} LIMIT ${AUDIT_TOTAL_CAP}) m`,
      params,
    )) as Array<{ total: number }>;
    if (offset >= total) return { items: [], total };
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM audit_entries ${whereSql}
       ORDER BY created_at ${order}, id ${order}
       OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, offset, Math.min(query.perPage, total - offset)],
    )) as Row[];
    return { items: rows.map(toRecord), total };
  }

  async getOne(id: string): Promise<AuditRecord> {
    const [row] = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM audit_entries WHERE id = $1`,
      [id],
    )) as Row[];
    if (!row) throw new NotFoundException(`There is no audit log entry ${id}.`);
    return toRecord(row);
  }
}
