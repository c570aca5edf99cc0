import {
  BadRequestException,
  ConflictException,
  HttpException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { IsIn, IsString, ValidateIf } from 'class-validator';
import { DataSource } from 'typeorm';
import type {
  AdminChange,
  AdminFilter,
  AdminList,
  AdminListQuery,
  AdminRecord,
  AdminResource,
  ConsoleAccess,
} from '../admin/admin-resource.js';
import { EDITOR } from '../common/access.js';
import { containsSql, orderSql, pageSql, SqlParams, whereSql } from '../common/console-sql.js';
import { consoleDelete, consoleEdit } from '../revision/console-writes.js';
import { WritePathService } from '../revision/write-path.service.js';
import { REQ_STATUSES, type ReqStatus } from './req.entity.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import {
  ADMIN_REQ,
  isSuggestion,
  reqKind,
  reqLink,
  SUGGEST_REQ,
  type SuggestionOutcome,
  suggestionOutcome,
} from './req.kind.js';
import { ReqService } from './req.service.js';
import { SuggestionResolution } from './suggestion-resolution.js';

/**
 * A request in the console: a discussion request about a question or argument, an admin request,
 * or a suggested question.
 */
export interface ReqRecord extends AdminRecord {
  id: string;
  Title: string;
  Issue: string;
  /** Whether it is an admin request (about the site, no artifact). */
  Admin: boolean;
  /** 'convo' or 'arg'; 'suggest' for a suggested question; null for an admin request. */
  ArtifactType: string | null;
  ArtifactID: string | null;
  /** The request's page on the reader site. */
  Link: string;
  Status: ReqStatus;
  /** Its author. */
  UsernameCased: string;
  Deleted: boolean;
  Created: string;
  /** Whether it is a suggested question; the outcome fields are for those only. */
  Suggestion: boolean;
  /** open, question or declined; null for other requests. */
  Outcome: SuggestionOutcome | null;
  /** The question it became ('' otherwise) and its page on the reader site. */
  ConvoID: string;
  QuestionLink: string;
  /** Why it was declined ('' otherwise). */
  DeclineReason: string;
}

const statusMessage = { message: `Status must be one of ${REQ_STATUSES.join(', ')}` };

/** A new admin request (the console makes no discussion requests: those start on their artifact). */
export class ReqCreateData {
  @IsString({ message: 'Title must be text' })
  Title!: string;

  @IsString({ message: 'Issue must be text' })
  Issue!: string;
}

const RESOLUTIONS = ['question', 'decline'] as const;
type Resolution = (typeof RESOLUTIONS)[number];
const resolutionMessage = { message: `Resolution must be one of ${RESOLUTIONS.join(', ')}` };

/**
 * Absent fields are left as they are; null is a wrong type, like any other non-text. A suggested
 * question is resolved by Resolution alone: 'question' with QuestionTitle and QuestionDescription
 * (the question it becomes), or 'decline' with the envelope's reason.
 */
export class ReqUpdateData {
  @ValidateIf((o: ReqUpdateData) => o.Title !== undefined)
  @IsString({ message: 'Title must be text' })
  Title?: string;

  @ValidateIf((o: ReqUpdateData) => o.Issue !== undefined)
  @IsString({ message: 'Issue must be text' })
  Issue?: string;

  @ValidateIf((o: ReqUpdateData) => o.Status !== undefined)
  @IsString(statusMessage)
  @IsIn(REQ_STATUSES, statusMessage)
  Status?: ReqStatus;

  @ValidateIf((o: ReqUpdateData) => o.Resolution !== undefined)
  @IsString(resolutionMessage)
  @IsIn(RESOLUTIONS, resolutionMessage)
  Resolution?: Resolution;

  @ValidateIf((o: ReqUpdateData) => o.QuestionTitle !== undefined)
  @IsString({ message: 'QuestionTitle must be text' })
  QuestionTitle?: string;

  @ValidateIf((o: ReqUpdateData) => o.QuestionDescription !== undefined)
  @IsString({ message: 'QuestionDescription must be text' })
  QuestionDescription?: string;
}

const RESOLUTION_FIELDS = ['Resolution', 'QuestionTitle', 'QuestionDescription'];

interface ReqRow {
  id: string;
  title: string;
  issue: string;
  artifactType: string | null;
  artifactId: string | null;
  status: ReqStatus;
  deleted: boolean;
  createdAt: Date;
  usernameCased: string | null;
  outcomeConvoId: string | null;
  declineReason: string | null;
}

const COLUMNS = `r.id, r.title, r.issue, r.artifact_type AS "artifactType",
  r.artifact_id AS "artifactId", r.status, r.deleted_at IS NOT NULL AS deleted,
  r.created_at AS "createdAt", u.username_cased AS "usernameCased",
  r.outcome_convo_id AS "outcomeConvoId", r.decline_reason AS "declineReason"`;
const FROM = 'reqs r LEFT JOIN users u ON u.id = r.created_by';
const SORT_COLUMNS = { Created: 'r.created_at', Title: 'r.title', Status: 'r.status' };

function reqRecord(row: ReqRow, questionLink: (id: string) => string): ReqRecord {
  const suggestion = isSuggestion(row);
  return {
    id: row.id,
    Title: row.title,
    Issue: row.issue,
    Admin: row.artifactType === null,
    ArtifactType: row.artifactType,
    ArtifactID: row.artifactId,
    Link: reqLink(row.id),
    Status: row.status,
    UsernameCased: row.usernameCased ?? '',
    Deleted: row.deleted,
    Created: new Date(row.createdAt).toISOString(),
    Suggestion: suggestion,
    Outcome: suggestion ? suggestionOutcome(row) : null,
    ConvoID: row.outcomeConvoId ?? '',
    QuestionLink: row.outcomeConvoId ? questionLink(row.outcomeConvoId) : '',
    DeclineReason: row.declineReason ?? '',
  };
}

/**
 * Requests in the console (editors and above, who manage requests): every request, live or
 * deleted, its Status set one at a time or in bulk. Every change goes through the write path (one
 * revision each: history, revert, inbox undo).
 */
@Injectable()
export class ReqAdminResource implements AdminResource<ReqRecord> {
  readonly name = 'reqs';
  readonly label = 'requests';
  readonly noun = 'request';
  readonly access: ConsoleAccess = {
    rules: { read: EDITOR, create: EDITOR, edit: EDITOR, delete: EDITOR },
  };
  readonly sortFields = Object.keys(SORT_COLUMNS);
  readonly defaultOrder = 'DESC' as const;
  readonly filters: Record<string, AdminFilter> = {
    q: { type: 'text' },
    status: { type: 'enum', values: REQ_STATUSES },
    admin: { type: 'boolean' },
    suggestion: { type: 'boolean' },
    deleted: { type: 'boolean' },
    id: { type: 'id' },
  };
  readonly createData = ReqCreateData;
  readonly updateData = ReqUpdateData;

  constructor(
    private readonly dataSource: DataSource,
    private readonly writePath: WritePathService,
    private readonly reqs: ReqService,
    private readonly suggestions: SuggestionResolution,
    private readonly kinds: ContentKindRegistry,
  ) {}

  /** The reader's page of a question (by its kind: the console links it even once deleted). */
  private readonly questionLink = (id: string): string =>
    this.kinds.get('convo').link({ id } as never);

  async list(query: AdminListQuery): Promise<AdminList<ReqRecord>> {
    const params = new SqlParams();
    const conditions: string[] = [];
    const { q, status, admin, suggestion, deleted, id } = query.filter;
    if (Array.isArray(id)) conditions.push(`r.id = ANY(${params.add(id)})`);
    else if (typeof id === 'string') conditions.push(`r.id = ${params.add(id)}`);
    if (typeof q === 'string' && q !== '')
      conditions.push(
        `(${containsSql('r.title', q, params)} OR ${containsSql('r.issue', q, params)})`,
      );
    if (typeof status === 'string') conditions.push(`r.status = ${params.add(status)}`);
    if (typeof admin === 'boolean')
      conditions.push(admin ? 'r.artifact_type IS NULL' : 'r.artifact_type IS NOT NULL');
    if (typeof suggestion === 'boolean')
      conditions.push(
        `r.artifact_type ${suggestion ? '=' : 'IS DISTINCT FROM'} ${params.add(SUGGEST_REQ)}`,
      );
    // Live requests unless asked for deleted ones; a getMany by id finds either.
    if (typeof deleted === 'boolean')
      conditions.push(deleted ? 'r.deleted_at IS NOT NULL' : 'r.deleted_at IS NULL');
    else if (id === undefined) conditions.push('r.deleted_at IS NULL');
    const where = whereSql(conditions);
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM reqs r ${where}`,
      params.values,
    );
    const rows = await this.dataSource.query<ReqRow[]>(
      `SELECT ${COLUMNS} FROM ${FROM} ${where} ${orderSql(query, SORT_COLUMNS, 'r.id')}
       ${pageSql(query, params)}`,
      params.values,
    );
    return { items: rows.map((row) => reqRecord(row, this.questionLink)), total };
  }

  async getOne(id: string): Promise<ReqRecord> {
    const [row] = await this.dataSource.query<ReqRow[]>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1`,
      [id],
    );
    if (!row) throw new NotFoundException(`There is no request ${id}.`);
    return reqRecord(row, this.questionLink);
  }

  /** A new admin request by the editor, as the request API makes one (ReqCreate). */
  async create(data: object, change: AdminChange): Promise<ReqRecord> {
    const { Title, Issue } = data as ReqCreateData;
    const { ReqID } = await this.reqs.create(change.actor, {
      artifactType: ADMIN_REQ,
      title: Title,
      issue: Issue,
    });
    return this.getOne(ReqID);
  }

  /**
   * Title, Issue and Status as one ReqEdit, Old values from what the editor loaded (409 when
   * stale); or a suggestion's Resolution (see ReqUpdateData), 409 when it is already resolved.
   */
  async update(
    id: string,
    data: object,
    previousData: Record<string, unknown>,
    change: AdminChange,
  ): Promise<ReqRecord> {
    await this.getOne(id);
    const fields = data as ReqUpdateData;
    const given = Object.keys(data).filter(
      (key) => (data as Record<string, unknown>)[key] !== undefined,
    );
    if (given.some((key) => RESOLUTION_FIELDS.includes(key))) {
      await this.resolve(id, fields, given, change);
    } else {
      await consoleEdit(this.writePath, reqKind, id, { ...data }, previousData, change);
    }
    return this.getOne(id);
  }

  private async resolve(
    id: string,
    data: ReqUpdateData,
    given: string[],
    change: AdminChange,
  ): Promise<void> {
    const question = data.Resolution === 'question';
    const expected = question ? RESOLUTION_FIELDS : ['Resolution'];
    if (data.Resolution === undefined || given.some((key) => !expected.includes(key)))
      throw new BadRequestException(
        'A suggestion is resolved by Resolution alone: question (with QuestionTitle and QuestionDescription) or decline (with a reason).',
      );
    if (!question) return this.suggestions.decline(id, change);
    if (data.QuestionTitle === undefined || data.QuestionDescription === undefined)
      throw new BadRequestException(
        'QuestionTitle and QuestionDescription are the new question: both are required.',
      );
    await this.suggestions.createQuestion(
      id,
      { title: data.QuestionTitle, description: data.QuestionDescription },
      change,
    );
  }

  /**
   * Sets the Status of each request (one revision each, so each can be reverted or undone on its
   * own); answers the ids it changed. A request already in that status, deleted, missing or about
   * deleted content is left as it is.
   */
  async updateMany(ids: string[], data: object, change: AdminChange): Promise<string[]> {
    const fields = Object.keys(data).filter(
      (key) => (data as Record<string, unknown>)[key] !== undefined,
    );
    const status = (data as ReqUpdateData).Status;
    if (fields.length !== 1 || status === undefined)
      throw new BadRequestException('Requests are changed in bulk by Status only.');
    const changed: string[] = [];
    for (const id of [...new Set(ids)]) {
      if (await this.setStatus(id, status, change)) changed.push(id);
    }
    return changed;
  }

  private async setStatus(id: string, status: ReqStatus, change: AdminChange): Promise<boolean> {
    // Twice at most: a status changed between the read and the write is read again.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const [row] = await this.dataSource.query<
        { status: ReqStatus; deleted: boolean; artifactType: string | null }[]
      >(
        `SELECT status, deleted_at IS NOT NULL AS deleted, artifact_type AS "artifactType"
         FROM reqs WHERE id = $1`,
        [id],
      );
      // A suggestion is resolved with its outcome (update's Resolution), never by Status alone.
      if (!row || row.deleted || row.status === status || isSuggestion(row)) return false;
      try {
        await consoleEdit(
          this.writePath,
          reqKind,
          id,
          { Status: status },
          { Status: row.status },
          change,
        );
        return true;
      } catch (error) {
        if (error instanceof ConflictException && attempt === 0) continue;
        // Deleted meanwhile (409) or about deleted content (404): not changed.
        if (error instanceof HttpException && [404, 409].includes(error.getStatus())) return false;
        throw error;
      }
    }
    return false;
  }

  async delete(id: string, change: AdminChange): Promise<ReqRecord> {
    await this.getOne(id);
    await consoleDelete(this.writePath, reqKind, id, change);
    return this.getOne(id);
  }
}
