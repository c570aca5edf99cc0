import { Injectable } from '@nestjs/common';
import { IsOptional, IsString } from 'class-validator';
import { DataSource } from 'typeorm';
import type { AdminChange, AdminRecord } from '../admin/admin-resource.js';
import { checkText } from '../common/text-rules.js';
import type { SqlParams } from '../common/console-sql.js';
import { ContentAdminResource } from '../admin/content-admin-resource.js';
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

/**
 * Articles in the console (editors and above): live or deleted. Created through the article API's
 * create, changed as one revision (ArticleEdit, Old values from what the editor loaded), deleted
 * with the reason as the revision's description.
 */
@Injectable()
export class ArticleAdminResource extends ContentAdminResource<ArticleRow, ArticleRecord> {
  readonly name = 'articles';
  readonly createData = ArticleCreateData;
  readonly updateData = ArticleUpdateData;

  constructor(
    dataSource: DataSource,
    writePath: WritePathService,
    private readonly articles: ArticleService,
  ) {
    super(dataSource, writePath, articleKind, {
      table: 'articles a',
      alias: 'a',
      searchColumn: 'a.title',
      sortColumns: SORT_COLUMNS,
      softDeleted: true,
    });
  }

  protected rows(where: string, order: string, page: string, params: SqlParams) {
    return this.dataSource.query<ArticleRow[]>(
      `SELECT ${COLUMNS} FROM ${FROM} ${where} ${order} ${page}`,
      params.values,
    );
  }

  protected toRecord(row: ArticleRow): ArticleRecord {
    return {
      id: row.id,
      Title: row.title,
      Slug: row.slug,
      Body: row.body,
      Link: pageLink(articleKind, row.id, row.slug),
      Deleted: row.deleted,
      Created: new Date(row.createdAt).toISOString(),
    };
  }

  /** A new article, as the article API makes one (ArticleCreate: a title, an empty body). */
  async create(data: object, change: AdminChange): Promise<ArticleRecord> {
    const { Title } = data as ArticleCreateData;
    // Named as the console names the field (the article API's create calls it title).
    checkText('Title', Title, ARTICLE_TEXT_RULES.Title);
    const { ArticleID } = await this.articles.create(change.actor, { title: Title });
    return this.getOne(ArticleID);
  }
}
