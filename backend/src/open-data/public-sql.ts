import type { DataSource } from 'typeorm';
import type { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { liveCondition } from '../revision/live-sql.js';
import { DUMPED_KINDS, type DumpedKind } from './dumped-kinds.js';
import { quoteIdent } from './record-fields.js';

export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * SQL conditions for "public": what an anonymous reader may see. An artifact is public when it is
 * live (neither it nor anything it lives under is deleted: revision/live-sql.ts, from the kinds'
 * registrations) and what else its DumpedKind asks holds. Table and column names come from the
 * entities' metadata and the kinds' code, never from a request.
 */
export class PublicSql {
  private serial = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly kinds: ContentKindRegistry,
  ) {}

  /** The dumped kinds this app registers (a kind the app lacks is left out). */
  dumpedKinds(): DumpedKind[] {
    return DUMPED_KINDS.filter((d) => this.kinds.has(d.type));
  }

  dumped(type: string): DumpedKind | undefined {
    return this.dumpedKinds().find((d) => d.type === type);
  }

  tableOf(type: string): string {
    const meta = this.dataSource.getMetadata(this.kinds.get(type).entity);
    return quoteIdent(meta.tableName);
  }

  columnOf(type: string, property: string): string {
    const meta = this.dataSource.getMetadata(this.kinds.get(type).entity);
    const column = meta.findColumnWithPropertyName(property);
    if (!column) throw new Error(`The ${type} kind has no column for "${property}".`);
    return quoteIdent(column.databaseName);
  }

  idOf(type: string): string {
    const meta = this.dataSource.getMetadata(this.kinds.get(type).entity);
    return quoteIdent(meta.primaryColumns[0].databaseName);
  }

  private alias(name: string): string {
    this.serial += 1;
    return `pub_${name}_${this.serial}`;
  }

  /** True when the artifact of a dumped kind whose id is `idSql` is public. */
  condition(type: string, idSql: string): string {
    const dumped = this.dumped(type);
    if (!dumped) return 'FALSE';
    const parts = [liveCondition(this.dataSource, this.kinds, type, idSql)];
    for (const other of dumped.alsoPublic ?? []) {
      const row = this.alias(type);
      parts.push(
        `EXISTS (SELECT 1 FROM ${this.tableOf(type)} ${row} WHERE ${row}.${this.idOf(type)} = ${idSql} AND ${this.condition(
          other.type,
          `${row}.${this.columnOf(type, other.property)}`,
        )})`,
      );
    }
    if (dumped.publicWhileCarried) {
      const tag = this.alias('tagged');
      const carriers = this.dumpedKinds()
        .filter((d) => d.tagged)
        .map(
          (d) =>
            `(${tag}.artifact_type = ${sqlText(d.type)} AND ${this.condition(d.type, `${tag}.artifact_id`)})`,
        );
      parts.push(
        `EXISTS (SELECT 1 FROM artifact_tags ${tag} WHERE ${tag}.tag_id = ${idSql} AND (${
          carriers.join(' OR ') || 'FALSE'
        }))`,
      );
    }
    return `(${parts.join(' AND ')})`;
  }

  /** True when the artifact of type `typeSql` (any dumped kind) with id `idSql` is public. */
  anyCondition(typeSql: string, idSql: string): string {
    const cases = this.dumpedKinds().map(
      (d) => `(${typeSql} = ${sqlText(d.type)} AND ${this.condition(d.type, idSql)})`,
    );
    return `(${cases.join(' OR ') || 'FALSE'})`;
  }

  /**
   * A public revision: one of a public artifact of a dumped kind, or of the slug of one (a slug's
   * revisions carry its artifact's id). What history pages show an anonymous reader.
   */
  revisionCondition(r: string): string {
    const slug = this.alias('slug');
    const slugs = this.kinds.has('slug')
      ? ` OR (${r}.artifact_type = 'slug' AND EXISTS (SELECT 1 FROM artifact_slugs ${slug} WHERE ${slug}.id = ${r}.artifact_id AND ${this.anyCondition(
          `${slug}.artifact_type`,
          `${slug}.id`,
        )}))`
      : '';
    return `(${this.anyCondition(`${r}.artifact_type`, `${r}.artifact_id`)}${slugs})`;
  }
}
