import { Injectable } from '@nestjs/common';
import { IsOptional, IsString } from 'class-validator';
import { DataSource } from 'typeorm';
import type { AdminChange, AdminRecord } from '../admin/admin-resource.js';
import { checkText } from '../common/text-rules.js';
import type { SqlParams } from '../common/console-sql.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { ContentAdminResource } from '../admin/content-admin-resource.js';
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

/**
 * Categories in the console (editors and above): live or deleted, each with its live questions
 * counted. Created through the category API's create, changed as one revision (CategoryEdit, Old
 * values from what the editor loaded), deleted with the reason as the revision's description.
 */
@Injectable()
export class CategoryAdminResource extends ContentAdminResource<CategoryRow, CategoryRecord> {
  readonly name = 'categories';
  readonly createData = CategoryCreateData;
  readonly updateData = CategoryUpdateData;

  constructor(
    dataSource: DataSource,
    writePath: WritePathService,
    private readonly kinds: ContentKindRegistry,
    private readonly categories: CategoryService,
  ) {
    super(dataSource, writePath, categoryKind, {
      table: 'categories c',
      alias: 'c',
      searchColumn: 'c.title',
      sortColumns: SORT_COLUMNS,
      softDeleted: true,
    });
  }

  /** The rows of a page, each with its live questions counted in the same query. */
  protected rows(where: string, order: string, page: string, params: SqlParams) {
    const live = liveCondition(this.dataSource, this.kinds, 'convo', 'cc.convo_id');
    return this.pageRowsWithCount(
      COLUMNS,
      `(SELECT count(*) FROM convo_categories cc
         WHERE cc.category_id = page.id AND ${live})::int AS questions`,
      where,
      order,
      page,
      params,
    );
  }

  protected toRecord(row: CategoryRow): CategoryRecord {
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
}
