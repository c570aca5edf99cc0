import { Injectable } from '@nestjs/common';
import { IsString } from 'class-validator';
import { DataSource } from 'typeorm';
import type { AdminRecord } from '../admin/admin-resource.js';
import type { SqlParams } from '../common/console-sql.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { ContentAdminResource } from '../admin/content-admin-resource.js';
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

/**
 * Tags in the console (editors and above): listed with their uses, renamed through the write path
 * (TagEditTextField: the Name field rule applies, the rename rewrites the Tags of everything
 * carrying it). No create or delete: the tag kind has neither.
 */
@Injectable()
export class TagAdminResource extends ContentAdminResource<TagRow, TagRecord> {
  readonly name = 'tags';
  readonly updateData = TagNameData;

  constructor(
    dataSource: DataSource,
    writePath: WritePathService,
    private readonly kinds: ContentKindRegistry,
  ) {
    super(dataSource, writePath, tagKind, {
      table: 'tags t',
      alias: 't',
      searchColumn: 't.key',
      sortColumns: SORT_COLUMNS,
      softDeleted: false,
    });
  }

  /** The rows of a page, each with its uses by live questions and arguments counted in the same query. */
  protected rows(where: string, order: string, page: string, params: SqlParams) {
    const live = (type: string) =>
      `(atg.artifact_type = '${type}' AND ${liveCondition(this.dataSource, this.kinds, type, 'atg.artifact_id')})`;
    return this.pageRowsWithCount(
      't.id, t.name, t.created_at AS "createdAt"',
      `(SELECT count(*) FROM artifact_tags atg
         WHERE atg.tag_id = page.id AND (${live('convo')} OR ${live('arg')}))::int AS uses`,
      where,
      order,
      page,
      params,
    );
  }

  protected toRecord(row: TagRow): TagRecord {
    return {
      id: row.id,
      Name: row.name,
      Link: tagKind.link({ id: row.id } as never),
      Uses: Number(row.uses),
      Created: new Date(row.createdAt).toISOString(),
    };
  }
}
