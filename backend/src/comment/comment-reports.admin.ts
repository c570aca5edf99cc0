import { Injectable, NotFoundException } from '@nestjs/common';
import { IsIn } from 'class-validator';
import { DataSource } from 'typeorm';
import type {
  AdminChange,
  AdminList,
  AdminListQuery,
  AdminRecord,
  AdminResource,
  ConsoleAccess,
} from '../admin/admin-resource.js';
import { MOD } from '../common/access.js';
import { CommentModeration, type ReportDecision } from './comment-moderation.js';
import type { ReportReason, ReportResolution } from './comment.entity.js';

/**
 * The most recent report rows a list looks at: the queue's cost does not grow with the number of
 * reports ever made (the total reads at most this many comments).
 */
export const REPORTS_SCANNED = 10_000;

const DECISIONS: readonly ReportDecision[] = ['dismiss', 'delete'];
const decisionMessage = { message: `Resolution must be one of ${DECISIONS.join(', ')}` };

export class ResolveReportData {
  @IsIn(DECISIONS, decisionMessage)
  Resolution!: ReportDecision;
}

/** A reported comment in the console: who reported it and why, for moderators. */
export type ReportRecord = AdminRecord & {
  Body: string;
  CommentAuthor: string;
  CommentDeleted: boolean;
  ThreadID: string;
  ThreadLink: string;
  Reports: number;
  /**
   * Each report counted in Reports, newest first, one per line: "alice: Spam", "bob: Other
   * (their words)"; a report made without a reason says so.
   */
  Reasons: string;
  /** The page the latest reporter was on. */
  Pathname: string;
  FirstReported: string;
  LastReported: string;
  Status: 'open' | 'resolved';
  Resolution: ReportResolution | null;
  ResolvedBy: string | null;
  ResolvedAt: string | null;
};

interface DetailRow {
  id: string;
  body: string;
  username_cased: string;
  deleted: boolean;
  thread_id: string;
  reports: number;
  open_reports: number;
  first_reported: Date;
  last_reported: Date;
  pathname: string;
  resolution: ReportResolution | null;
  resolved_at: Date | null;
  resolved_by: string | null;
}

const REASON_WORDS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  'off-topic': 'Off-topic',
  other: 'Other',
};

interface ReasonRow {
  comment_id: string;
  reporter: string | null;
  reason: ReportReason | null;
  details: string;
  resolved: boolean;
}

/** One report as the console lists it. */
function reasonLine(row: ReasonRow): string {
  const why = row.reason ? REASON_WORDS[row.reason] : 'No reason given';
  return `${row.reporter ?? 'A deleted account'}: ${why}${row.details ? ` (${row.details})` : ''}`;
}

/** LIKE's wildcards and its escape character, escaped. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Each comment with its reports summed up; the latest resolution only once all are resolved. */
const DETAILS = `SELECT c.id, c.body, c.username_cased, c.deleted_at IS NOT NULL AS deleted, c.thread_id,
    agg.reports, agg.open_reports, agg.first_reported, agg.last_reported, agg.pathname,
    res.resolution, res.resolved_at, u.username_cased AS resolved_by
  FROM comments c
  JOIN LATERAL (
    SELECT count(*)::int AS reports, (count(*) FILTER (WHERE NOT r.resolved))::int AS open_reports,
      min(r.created_at) AS first_reported, max(r.created_at) AS last_reported,
      (array_agg(r.pathname ORDER BY r.created_at DESC))[1] AS pathname
    FROM comment_reports r WHERE r.comment_id = c.id
  ) agg ON agg.reports > 0
  LEFT JOIN LATERAL (
    SELECT r.resolution, r.resolved_at, r.resolved_by FROM comment_reports r
    WHERE r.comment_id = c.id AND r.resolved
    ORDER BY r.resolved_at DESC NULLS LAST LIMIT 1
  ) res ON agg.open_reports = 0
  LEFT JOIN users u ON u.id = res.resolved_by
  WHERE c.id = ANY($1)`;

/**
 * Comment reports in the console (mods and admins): one record per reported comment, resolved by
 * dismissing the reports or deleting the comment.
 */
@Injectable()
export class CommentReportsAdminResource implements AdminResource<ReportRecord> {
  readonly name = 'reports';
  readonly label = 'comment reports';
  readonly noun = 'report';
  readonly access: ConsoleAccess = { rules: { read: MOD, edit: MOD } };
  readonly sortFields = ['LastReported'] as const;
  readonly defaultOrder = 'DESC' as const;
  readonly filters = {
    status: { type: 'enum', values: ['open', 'resolved'] },
    q: { type: 'text' },
    id: { type: 'id' },
  } as const;
  readonly defaultFilter = { status: 'open' };
  readonly updateData = ResolveReportData;

  constructor(
    private readonly dataSource: DataSource,
    private readonly moderation: CommentModeration,
  ) {}

  async list(query: AdminListQuery): Promise<AdminList<ReportRecord>> {
    const { status, q, id } = query.filter;
    const params: unknown[] = [];
    // The most recent report rows of the status asked for, then grouped by comment.
    const rowFilter =
      status === 'open' ? 'WHERE NOT resolved' : status === 'resolved' ? 'WHERE resolved' : '';
    const where: string[] = [];
    if (status === 'resolved')
      where.push(
        'NOT EXISTS (SELECT 1 FROM comment_reports o WHERE o.comment_id = r.comment_id AND NOT o.resolved)',
      );
    if (typeof q === 'string' && q !== '') {
      params.push(`%${escapeLike(q)}%`);
      where.push(`(c.body ILIKE $${params.length} OR c.username_cased ILIKE $${params.length})`);
    }
    if (Array.isArray(id)) {
      params.push(id);
      where.push(`r.comment_id = ANY($${params.length})`);
    }
    const from = `FROM (SELECT comment_id, created_at FROM comment_reports ${rowFilter}
        ORDER BY created_at DESC LIMIT ${REPORTS_SCANNED}) r
      JOIN comments c ON c.id = r.comment_id
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(DISTINCT r.comment_id)::int AS total ${from}`,
      params,
    )) as Array<{ total: number }>;
    const offset = (query.page - 1) * query.perPage;
    if (offset >= total) return { items: [], total };
    const order = query.order === 'ASC' ? 'ASC' : 'DESC';
    const page = (await this.dataSource.query(
      `SELECT r.comment_id AS id, max(r.created_at) AS last ${from}
       GROUP BY r.comment_id ORDER BY last ${order}, id ${order}
       OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, offset, query.perPage],
    )) as Array<{ id: string }>;
    const records = await this.records(page.map((row) => row.id));
    return { items: page.flatMap((row) => records.get(row.id) ?? []), total };
  }

  async getOne(id: string): Promise<ReportRecord> {
    const record = (await this.records([id])).get(id);
    if (!record) throw new NotFoundException(`There are no reports of comment ${id}.`);
    return record;
  }

  async update(id: string, data: object, _previous: unknown, change: AdminChange) {
    const { Resolution } = data as ResolveReportData;
    await this.moderation.resolve([id], Resolution, change.actor, change.reason);
    return this.getOne(id);
  }

  updateMany(ids: string[], data: object, change: AdminChange): Promise<string[]> {
    const { Resolution } = data as ResolveReportData;
    return this.moderation.resolve(ids, Resolution, change.actor, change.reason);
  }

  /** The records of reported comments (at most a page of them), by comment id. */
  private async records(ids: string[]): Promise<Map<string, ReportRecord>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.dataSource.query(DETAILS, [ids])) as DetailRow[];
    const links = await this.moderation.threadLinks(rows.map((row) => row.thread_id));
    const reasons = (await this.dataSource.query(
      `SELECT r.comment_id, u.username_cased AS reporter, r.reason, r.details, r.resolved
         FROM comment_reports r LEFT JOIN users u ON u.id = r.user_id
        WHERE r.comment_id = ANY($1) ORDER BY r.created_at DESC`,
      [ids],
    )) as ReasonRow[];
    return new Map(
      rows.map((row) => {
        const open = row.open_reports > 0;
        const record: ReportRecord = {
          id: row.id,
          Body: row.body,
          CommentAuthor: row.username_cased,
          CommentDeleted: row.deleted,
          ThreadID: row.thread_id,
          ThreadLink: links.get(row.thread_id) ?? '',
          Reports: open ? row.open_reports : row.reports,
          // The open reports while any is open (those Reports counts), else all of them.
          Reasons: reasons
            .filter((r) => r.comment_id === row.id && (!open || !r.resolved))
            .map(reasonLine)
            .join('\n'),
          Pathname: row.pathname,
          FirstReported: row.first_reported.toISOString(),
          LastReported: row.last_reported.toISOString(),
          Status: open ? 'open' : 'resolved',
          Resolution: open ? null : row.resolution,
          ResolvedBy: open ? null : row.resolved_by,
          ResolvedAt: open || !row.resolved_at ? null : row.resolved_at.toISOString(),
        };
        return [row.id, record];
      }),
    );
  }
}
