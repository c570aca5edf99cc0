import { NotFoundException } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type {
  AdminChange,
  AdminFilter,
  AdminList,
  AdminListQuery,
  AdminRecord,
  AdminResource,
  ConsoleAccess,
} from './admin-resource.js';
import { EDITOR } from '../common/access.js';
import { containsSql, orderSql, pageSql, SqlParams, whereSql } from '../common/console-sql.js';
import type { ArtifactKind } from '../revision/content-kinds.js';
import { consoleDelete, consoleEdit } from '../revision/console-writes.js';
import type { WritePathService } from '../revision/write-path.service.js';

/** How a content kind's console resource reads its table. */
export interface ContentTable {
  /** The table with the alias its columns use: 'categories c' (what the list's total counts). */
  table: string;
  alias: string;
  /** The column the text filter `q` searches. */
  searchColumn: string;
  /** Record field -> SQL column the list sorts by; the first is the default. */
  sortColumns: Record<string, string>;
  /**
   * Rows are soft-deleted (a deleted_at column): the console deletes them through the write path,
   * and lists show live rows unless the `deleted` filter asks. Otherwise there is no delete.
   */
  softDeleted: boolean;
}

type ConsoleKind = Pick<ArtifactKind, 'type' | 'typeName' | 'noun' | 'editFields' | 'textRules'>;

/**
 * A content kind's console resource (categories, articles, people, tags), for editors and above:
 * the list with its filters (text, deleted, ids), one record by id, and updates and deletes
 * through the write path (one revision each, its Old values what the editor loaded, so a stale
 * form is refused with 409). Each kind brings its columns (`rows`), its record and its create.
 */
export abstract class ContentAdminResource<Row, R extends AdminRecord> implements AdminResource<R> {
  abstract readonly name: string;
  readonly noun: string;
  readonly access: ConsoleAccess = {
    rules: { read: EDITOR, create: EDITOR, edit: EDITOR, delete: EDITOR },
  };
  readonly defaultOrder = 'DESC' as const;
  readonly sortFields: readonly string[];
  readonly filters: Record<string, AdminFilter>;
  readonly delete?: (id: string, change: AdminChange) => Promise<R>;

  protected constructor(
    protected readonly dataSource: DataSource,
    private readonly writePath: WritePathService,
    private readonly kind: ConsoleKind,
    private readonly from: ContentTable,
  ) {
    this.noun = kind.noun;
    this.sortFields = Object.keys(from.sortColumns);
    this.filters = {
      q: { type: 'text' },
      ...(from.softDeleted ? { deleted: { type: 'boolean' } } : {}),
      id: { type: 'id' },
    };
    if (from.softDeleted) this.delete = (id, change) => this.deleteOne(id, change);
  }

  /** The rows matching `where`, in `order`, `page` of them, their parameters in `params`. */
  protected abstract rows(
    where: string,
    order: string,
    page: string,
    params: SqlParams,
  ): Promise<Row[]>;

  protected abstract toRecord(row: Row): R;

  /**
   * The page's rows (`columns` of the kind's table), each with `counted`, a correlated subquery on
   * `page.id` run for the page's rows only, not for every row the filter matches.
   */
  protected pageRowsWithCount(
    columns: string,
    counted: string,
    where: string,
    order: string,
    page: string,
    params: SqlParams,
  ): Promise<Row[]> {
    return this.dataSource.query<Row[]>(
      `SELECT page.*, ${counted}
         FROM (SELECT ${columns}, row_number() OVER (${order}) AS ord
                 FROM ${this.from.table} ${where} ${order} ${page}) page
        ORDER BY page.ord`,
      params.values,
    );
  }

  async list(query: AdminListQuery): Promise<AdminList<R>> {
    const { alias, softDeleted } = this.from;
    const params = new SqlParams();
    const conditions: string[] = [];
    const { q, deleted, id } = query.filter;
    // The query parser hands ids over as a list, one id too.
    if (Array.isArray(id)) conditions.push(`${alias}.id = ANY(${params.add(id)})`);
    if (typeof q === 'string' && q !== '')
      conditions.push(containsSql(this.from.searchColumn, q, params));
    // Live rows unless asked for deleted ones; a lookup by id finds either.
    if (softDeleted && typeof deleted === 'boolean')
      conditions.push(`${alias}.deleted_at IS ${deleted ? 'NOT NULL' : 'NULL'}`);
    else if (softDeleted && id === undefined) conditions.push(`${alias}.deleted_at IS NULL`);
    const where = whereSql(conditions);
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM ${this.from.table} ${where}`,
      params.values,
    );
    const order = orderSql(query, this.from.sortColumns, `${alias}.id`);
    const rows = await this.rows(where, order, pageSql(query, params), params);
    return { items: rows.map((row) => this.toRecord(row)), total };
  }

  async getOne(id: string): Promise<R> {
    const params = new SqlParams();
    const [row] = await this.rows(
      `WHERE ${this.from.alias}.id = ${params.add(id)}`,
      '',
      '',
      params,
    );
    if (!row) throw new NotFoundException(`There is no ${this.noun} ${id}.`);
    return this.toRecord(row);
  }

  /** The changed fields as one revision ({Type}Edit or {Type}EditTextField). */
  async update(
    id: string,
    data: object,
    previousData: Record<string, unknown>,
    change: AdminChange,
  ): Promise<R> {
    await this.getOne(id);
    await consoleEdit(this.writePath, this.kind, id, { ...data }, previousData, change);
    return this.getOne(id);
  }

  /** {Type}Delete, the reason as the revision's description. */
  private async deleteOne(id: string, change: AdminChange): Promise<R> {
    await this.getOne(id);
    await consoleDelete(this.writePath, this.kind, id, change);
    return this.getOne(id);
  }
}
