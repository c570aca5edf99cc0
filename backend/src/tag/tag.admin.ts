import { Injectable, NotFoundException } from '@nestjs/common';
import { IsString } from 'class-validator';
import { DataSource } from 'typeorm';
import type {
  AdminChange,
  AdminFilter,
  AdminList,
  AdminListQuery,
  AdminRecord,
  AdminResource,
} from '../admin/admin-resource.js';
import { containsSql, orderSql, pageSql, SqlParams, whereSql } from '../common/console-sql.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { consoleEdit } from '../revision/console-writes.js';
import { liveCondition } from '../revision/live-sql.js';
import { WritePathService } from '../revision/write-path.service.js';
import { tagKind } from './tag.kind.js';

/** A tag in the console. Tags are made by tagging and never deleted (the tag kind). */
export interface TagRecord extends AdminRecord {
  id: string;
  Name: string;
  /** Its page on the reader site. */
  Link: string;
  /** How many live questions and arguments carry it. */
  Uses: number;
  Created: string;
}

export class TagNameData {
  @IsString({ message: 'Name must be text' })
  Name!: string;
}

interface TagRow {
  id: string;
  name: string;
  createdAt: Date;
  uses: number;
}

const SORT_COLUMNS = { Created: 't.created_at', Name: 't.key' };

function tagRecord(row: TagRow): TagRecord {
  return {
    id: row.id,
    Name: row.name,
    Link: tagKind.link({ id: row.id } as never),
    Uses: Number(row.uses),
    Created: new Date(row.createdAt).toISOString(),
  };
}

/**
 * Tags in the console (editors and above): listed with their uses, renamed through the write path
 * (TagEditTextField: the Name field rule applies, the rename rewrites the Tags of everything
 * carrying it). No create or delete: the tag kind has neither.
 */
@Injectable()
export class TagAdminResource implements AdminResource<TagRecord> {
  readonly name = 'tags';
  readonly noun = 'tag';
  readonly role = 'editor' as const;
  readonly sortFields = Object.keys(SORT_COLUMNS);
  readonly defaultOrder = 'DESC' as const;
  readonly filters: Record<string, AdminFilter> = {
    q: { type: 'text' },
    id: { type: 'id' },
  };
  readonly updateData = TagNameData;

  constructor(
    private readonly dataSource: DataSource,
    private readonly writePath: WritePathService,
    private readonly kinds: ContentKindRegistry,
  ) {}

  /**
   * The rows of a page, each with its uses by live questions and arguments counted in the same
   * query (for the page's rows only).
   */
  private rows(where: string, order: string, page: string, params: SqlParams): Promise<TagRow[]> {
    const live = (type: string) =>
      `(atg.artifact_type = '${type}' AND ${liveCondition(this.dataSource, this.kinds, type, 'atg.artifact_id')})`;
    return this.dataSource.query<TagRow[]>(
      `SELECT page.id, page.name, page."createdAt",
              (SELECT count(*) FROM artifact_tags atg
                WHERE atg.tag_id = page.id AND (${live('convo')} OR ${live('arg')}))::int AS uses
         FROM (SELECT t.id, t.name, t.created_at AS "createdAt", row_number() OVER (${order}) AS ord
                 FROM tags t ${where} ${order} ${page}) page
        ORDER BY page.ord`,
      params.values,
    );
  }

  async list(query: AdminListQuery): Promise<AdminList<TagRecord>> {
    const params = new SqlParams();
    const conditions: string[] = [];
    const { q, id } = query.filter;
    if (Array.isArray(id)) conditions.push(`t.id = ANY(${params.add(id)})`);
    else if (typeof id === 'string') conditions.push(`t.id = ${params.add(id)}`);
    if (typeof q === 'string' && q !== '') conditions.push(containsSql('t.key', q, params));
    const where = whereSql(conditions);
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM tags t ${where}`,
      params.values,
    );
    const order = orderSql(query, SORT_COLUMNS, 't.id');
    const rows = await this.rows(where, order, pageSql(query, params), params);
    return { items: rows.map(tagRecord), total };
  }

  async getOne(id: string): Promise<TagRecord> {
    const params = new SqlParams();
    const [row] = await this.rows(`WHERE t.id = ${params.add(id)}`, '', '', params);
    if (!row) throw new NotFoundException(`There is no tag ${id}.`);
    return tagRecord(row);
  }

  /** A rename, its Old value what the editor loaded (409 when stale; 409 when the name is taken). */
  async update(
    id: string,
    data: object,
    previousData: Record<string, unknown>,
    change: AdminChange,
  ): Promise<TagRecord> {
    await this.getOne(id);
    await consoleEdit(this.writePath, tagKind, id, { ...data }, previousData, change);
    return this.getOne(id);
  }
}
