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
import { consoleDelete, consoleEdit } from '../revision/console-writes.js';
import { WritePathService } from '../revision/write-path.service.js';
import { pageLink } from '../slug/slug-address.js';
import { ARTICLE_TEXT_RULES, articleKind } from './article.kind.js';
import { ArticleService } from './article.service.js';

/** An article of the encyclopedia in the console. */
export interface ArticleRecord extends AdminRecord {
  id: string;
  Title: string;
  /** Its current slug; null when it has none (its address is then /article/{id}). */
  Slug: string | null;
  Body: string;
  /** Its page on the reader site. */
  Link: string;
  Deleted: boolean;
  Created: string;
}

export class ArticleCreateData {
  @IsString({ message: 'Title must be text' })
  Title!: string;
}

export class ArticleUpdateData {
  @IsOptional()
  @IsString({ message: 'Title must be text' })
  Title?: string;

  @IsOptional()
  @IsString({ message: 'Body must be text' })
  Body?: string;
}

interface ArticleRow {
  id: string;
  title: string;
  slug: string | null;
  body: string;
  deleted: boolean;
  createdAt: Date;
}

const FROM = `articles a LEFT JOIN artifact_slugs s ON s.id = a.id AND s.artifact_type = 'article'`;
const COLUMNS = `a.id, a.title, s.slug, a.body, a.deleted_at IS NOT NULL AS deleted,
  a.created_at AS "createdAt"`;
const SORT_COLUMNS = { Created: 'a.created_at', Title: 'lower(a.title)' };

function articleRecord(row: ArticleRow): ArticleRecord {
  return {
    id: row.id,
    Title: row.title,
    Slug: row.slug,
    Body: row.body,
    Link: pageLink('article', row.id, row.slug),
    Deleted: row.deleted,
    Created: new Date(row.createdAt).toISOString(),
  };
}

/**
 * Articles in the console (editors and above): live or deleted. Created through the article API's
 * create, changed as one revision (ArticleEdit, Old values from what the editor loaded), deleted
 * with the reason as the revision's description.
 */
@Injectable()
export class ArticleAdminResource implements AdminResource<ArticleRecord> {
  readonly name = 'articles';
  readonly noun = 'article';
  readonly role = 'editor' as const;
  readonly sortFields = Object.keys(SORT_COLUMNS);
  readonly defaultOrder = 'DESC' as const;
  readonly filters: Record<string, AdminFilter> = {
    q: { type: 'text' },
    deleted: { type: 'boolean' },
    id: { type: 'id' },
  };
  readonly createData = ArticleCreateData;
  readonly updateData = ArticleUpdateData;

  constructor(
    private readonly dataSource: DataSource,
    private readonly writePath: WritePathService,
    private readonly articles: ArticleService,
  ) {}

  async list(query: AdminListQuery): Promise<AdminList<ArticleRecord>> {
    const params = new SqlParams();
    const conditions: string[] = [];
    const { q, deleted, id } = query.filter;
    if (Array.isArray(id)) conditions.push(`a.id = ANY(${params.add(id)})`);
    if (typeof q === 'string' && q !== '') conditions.push(containsSql('a.title', q, params));
    // Live articles unless asked for deleted ones; a lookup by id finds either.
    if (typeof deleted === 'boolean')
      conditions.push(deleted ? 'a.deleted_at IS NOT NULL' : 'a.deleted_at IS NULL');
    else if (id === undefined) conditions.push('a.deleted_at IS NULL');
    const where = whereSql(conditions);
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM articles a ${where}`,
      params.values,
    );
    const order = orderSql(query, SORT_COLUMNS, 'a.id');
    const rows = await this.dataSource.query<ArticleRow[]>(
      `SELECT ${COLUMNS} FROM ${FROM} ${where} ${order} ${pageSql(query, params)}`,
      params.values,
    );
    return { items: rows.map(articleRecord), total };
  }

  async getOne(id: string): Promise<ArticleRecord> {
    const [row] = await this.dataSource.query<ArticleRow[]>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE a.id = $1`,
      [id],
    );
    if (!row) throw new NotFoundException(`There is no article ${id}.`);
    return articleRecord(row);
  }

  /** A new article, as the article API makes one (ArticleCreate: a title, an empty body). */
  async create(data: object, change: AdminChange): Promise<ArticleRecord> {
    const { Title } = data as ArticleCreateData;
    // Named as the console names the field (the article API's create calls it title).
    checkText('Title', Title, ARTICLE_TEXT_RULES.Title);
    const { ArticleID } = await this.articles.create(change.actor, { title: Title });
    return this.getOne(ArticleID);
  }

  /** Title and Body as one revision, their Old values what the editor loaded (409 when stale). */
  async update(
    id: string,
    data: object,
    previousData: Record<string, unknown>,
    change: AdminChange,
  ): Promise<ArticleRecord> {
    await this.getOne(id);
    await consoleEdit(this.writePath, articleKind, id, { ...data }, previousData, change);
    return this.getOne(id);
  }

  async delete(id: string, change: AdminChange): Promise<ArticleRecord> {
    await this.getOne(id);
    await consoleDelete(this.writePath, articleKind, id, change);
    return this.getOne(id);
  }
}
