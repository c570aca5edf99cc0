import { Injectable, NotFoundException } from '@nestjs/common';
import { IsOptional, IsString } from 'class-validator';
import { DataSource } from 'typeorm';
import type {
  AdminChange,
  AdminFilter,
  AdminList,
  AdminListQuery,
  AdminRecord,
  AdminResource,
} from '../admin/admin-resource.js';
import { checkText } from '../common/text-rules.js';
import { containsSql, orderSql, pageSql, SqlParams, whereSql } from '../common/console-sql.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { consoleDelete, consoleEdit } from '../revision/console-writes.js';
import { liveCondition } from '../revision/live-sql.js';
import { WritePathService } from '../revision/write-path.service.js';
import { CATEGORY_TEXT_RULES, categoryKind } from './category.kind.js';
import { CategoryService } from './category.service.js';

/** A category of the encyclopedia in the console. */
export interface CategoryRecord extends AdminRecord {
  id: string;
  Title: string;
  Description: string;
  /** Its image; null when it has none. */
  Image: string | null;
  /** Its page on the reader site. */
  Link: string;
  /** How many live questions are filed under it. */
  Questions: number;
  Deleted: boolean;
  Created: string;
}

export class CategoryCreateData {
  @IsString({ message: 'Title must be text' })
  Title!: string;

  @IsOptional()
  @IsString({ message: 'Description must be text' })
  Description?: string;
}

export class CategoryUpdateData {
  @IsOptional()
  @IsString({ message: 'Title must be text' })
  Title?: string;

  @IsOptional()
  @IsString({ message: 'Description must be text' })
  Description?: string;
}

interface CategoryRow {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  deleted: boolean;
  createdAt: Date;
  questions?: number;
}

const COLUMNS = `c.id, c.title, c.description, c.image_url AS "imageUrl",
  c.deleted_at IS NOT NULL AS deleted, c.created_at AS "createdAt"`;
const SORT_COLUMNS = { Created: 'c.created_at', Title: 'lower(c.title)' };

function categoryRecord(row: CategoryRow): CategoryRecord {
  return {
    id: row.id,
    Title: row.title,
    Description: row.description,
    Image: row.imageUrl || null,
    Link: categoryKind.link({ id: row.id } as never),
    Questions: Number(row.questions ?? 0),
    Deleted: row.deleted,
    Created: new Date(row.createdAt).toISOString(),
  };
}

/**
 * Categories in the console (editors and above): live or deleted, each with its live questions
 * counted. Created through the category API's create, changed as one revision (CategoryEdit, Old
 * values from what the editor loaded), deleted with the reason as the revision's description.
 */
@Injectable()
export class CategoryAdminResource implements AdminResource<CategoryRecord> {
  readonly name = 'categories';
  readonly noun = 'category';
  readonly role = 'editor' as const;
  readonly sortFields = Object.keys(SORT_COLUMNS);
  readonly defaultOrder = 'DESC' as const;
  readonly filters: Record<string, AdminFilter> = {
    q: { type: 'text' },
    deleted: { type: 'boolean' },
    id: { type: 'id' },
  };
  readonly createData = CategoryCreateData;
  readonly updateData = CategoryUpdateData;

  constructor(
    private readonly dataSource: DataSource,
    private readonly writePath: WritePathService,
    private readonly kinds: ContentKindRegistry,
    private readonly categories: CategoryService,
  ) {}

  /** The rows of a page, each with its live questions counted in the same query (page rows only). */
  private rows(where: string, order: string, page: string, params: SqlParams) {
    const live = liveCondition(this.dataSource, this.kinds, 'convo', 'cc.convo_id');
    return this.dataSource.query<CategoryRow[]>(
      `SELECT page.*, (SELECT count(*) FROM convo_categories cc
                        WHERE cc.category_id = page.id AND ${live})::int AS questions
         FROM (SELECT ${COLUMNS}, row_number() OVER (${order}) AS ord
                 FROM categories c ${where} ${order} ${page}) page
        ORDER BY page.ord`,
      params.values,
    );
  }

  async list(query: AdminListQuery): Promise<AdminList<CategoryRecord>> {
    const params = new SqlParams();
    const conditions: string[] = [];
    const { q, deleted, id } = query.filter;
    if (Array.isArray(id)) conditions.push(`c.id = ANY(${params.add(id)})`);
    if (typeof q === 'string' && q !== '') conditions.push(containsSql('c.title', q, params));
    // Live categories unless asked for deleted ones; a lookup by id finds either.
    if (typeof deleted === 'boolean')
      conditions.push(deleted ? 'c.deleted_at IS NOT NULL' : 'c.deleted_at IS NULL');
    else if (id === undefined) conditions.push('c.deleted_at IS NULL');
    const where = whereSql(conditions);
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM categories c ${where}`,
      params.values,
    );
    const order = orderSql(query, SORT_COLUMNS, 'c.id');
    const rows = await this.rows(where, order, pageSql(query, params), params);
    return { items: rows.map(categoryRecord), total };
  }

  async getOne(id: string): Promise<CategoryRecord> {
    const params = new SqlParams();
    const [row] = await this.rows(`WHERE c.id = ${params.add(id)}`, '', '', params);
    if (!row) throw new NotFoundException(`There is no category ${id}.`);
    return categoryRecord(row);
  }

  /** A new category, as the category API makes one (CategoryCreate), with its description. */
  async create(data: object, change: AdminChange): Promise<CategoryRecord> {
    const { Title, Description } = data as CategoryCreateData;
    // Named as the console names the field (the category API's create calls it title).
    checkText('Title', Title, CATEGORY_TEXT_RULES.Title);
    const { CategoryID } = await this.categories.create(
      change.actor,
      { title: Title },
      Description ?? '',
    );
    return this.getOne(CategoryID);
  }

  /** Title and Description as one revision, their Old values what the editor loaded (409 when stale). */
  async update(
    id: string,
    data: object,
    previousData: Record<string, unknown>,
    change: AdminChange,
  ): Promise<CategoryRecord> {
    await this.getOne(id);
    await consoleEdit(this.writePath, categoryKind, id, { ...data }, previousData, change);
    return this.getOne(id);
  }

  async delete(id: string, change: AdminChange): Promise<CategoryRecord> {
    await this.getOne(id);
    await consoleDelete(this.writePath, categoryKind, id, change);
    return this.getOne(id);
  }
}
