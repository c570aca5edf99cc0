import { BadRequestException } from '@nestjs/common';
import { IsOptional, IsString } from 'class-validator';
import type { DataSource, EntityMetadata } from 'typeorm';
import type { SqlParams } from '../common/console-sql.js';
import { withArticle } from '../common/text-rules.js';
import type { ArtifactKind } from '../revision/content-kinds.js';
import type { WritePathService } from '../revision/write-path.service.js';
import type { AdminChange, AdminRecord } from './admin-resource.js';
import { ContentAdminResource, type ContentTable } from './content-admin-resource.js';

type Row = Record<string, unknown>;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

function columnOf(meta: EntityMetadata, property: string): string {
  const column = meta.findColumnWithPropertyName(property);
  if (!column) throw new Error(`The entity ${meta.name} has no property "${property}".`);
  return `t.${quoted(column.databaseName)}`;
}

/** Where the kind's rows live and how its list sorts and searches, from its entity's metadata. */
function tableOf(meta: EntityMetadata, kind: ArtifactKind): ContentTable {
  const [firstField] = Object.values(kind.textRules);
  if (!firstField)
    throw new Error(`The kind "${kind.type}" has no text field for the console to list it by.`);
  const created = meta.createDateColumn;
  return {
    table: `${quoted(meta.tableName)} t`,
    alias: 't',
    searchColumn: columnOf(meta, firstField.column),
    sortColumns: {
      ...(created ? { Created: `t.${quoted(created.databaseName)}` } : {}),
      Name: `lower(${columnOf(meta, firstField.column)})`,
    },
    softDeleted: meta.findColumnWithPropertyName('deletedAt') !== undefined,
  };
}

/** The data an update may carry: the kind's text fields, each text or left out. */
function updateDataOf(kind: ArtifactKind): new () => object {
  class KindUpdateData {}
  for (const field of Object.keys(kind.textRules)) {
    IsOptional()(KindUpdateData.prototype, field);
    IsString({ message: `${field} must be text` })(KindUpdateData.prototype, field);
  }
  Object.defineProperty(KindUpdateData, 'name', { value: `${kind.typeName}UpdateData` });
  return KindUpdateData;
}

/**
 * The console resource of a kind that declares `console` in its registration: every row with its
 * text fields, its name and reader link, whether it is deleted and when it was made; updates and
 * deletes through the write path (ContentAdminResource). Made from the registration alone, so a
 * new kind is in the console without a file of its own there.
 */
export class KindAdminResource extends ContentAdminResource<Row, AdminRecord> {
  readonly name: string;
  readonly updateData: new () => object;
  private readonly table: string;
  private readonly columns: string;
  private readonly textFields: [string, string][];

  constructor(
    dataSource: DataSource,
    writePath: WritePathService,
    private readonly artifactKind: ArtifactKind,
  ) {
    const meta = dataSource.getMetadata(artifactKind.entity);
    const from = tableOf(meta, artifactKind);
    super(dataSource, writePath, artifactKind, from);
    this.table = from.table;
    this.name = artifactKind.console?.name ?? artifactKind.plural;
    this.updateData = updateDataOf(artifactKind);
    // Every column under its property's name: the row reads as the entity for name() and link().
    this.columns = meta.columns
      .map((c) => `t.${quoted(c.databaseName)} AS ${quoted(c.propertyName)}`)
      .join(', ');
    this.textFields = Object.entries(artifactKind.textRules).map(([f, rule]) => [f, rule.column]);
  }

  protected rows(where: string, order: string, page: string, params: SqlParams): Promise<Row[]> {
    return this.dataSource.query<Row[]>(
      `SELECT ${this.columns} FROM ${this.table} ${where} ${order} ${page}`,
      params.values,
    );
  }

  protected toRecord(row: Row): AdminRecord {
    const kind = this.artifactKind;
    const created = row.createdAt instanceof Date ? row.createdAt.toISOString() : null;
    return {
      id: String(row.id),
      ...Object.fromEntries(this.textFields.map(([field, column]) => [field, row[column] ?? ''])),
      Name: kind.name(row),
      Link: kind.page ? kind.link(row) : null,
      Deleted: row.deletedAt != null,
      Created: created,
    };
  }

  /**
   * A kind that edits its fields one by one (no {Type}Edit) takes one changed field an update:
   * the write path records one field per EditTextField revision.
   */
  override async update(
    id: string,
    data: object,
    previousData: Record<string, unknown>,
    change: AdminChange,
  ): Promise<AdminRecord> {
    const changed = Object.entries(data).filter(
      ([field, value]) => value !== undefined && value !== previousData[field],
    );
    if (!this.artifactKind.editFields && changed.length > 1)
      throw new BadRequestException(
        `Change one field of ${withArticle(this.noun)} at a time: each change is a revision of its own.`,
      );
    return super.update(id, data, previousData, change);
  }
}
