import type { DataSource } from 'typeorm';
import type { ContentKindRegistry } from './content-kind.registry.js';
import { MAX_DEPTH } from './edit-guards.js';
import type { ArtifactType } from './revision.entity.js';

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * An SQL condition, true when the artifact of that type whose id is `idSql` exists and neither it
 * nor anything it lives under is deleted (what deletionStates calls 'live'), written from the
 * kinds' registrations: one EXISTS over the kind's table per level, joined up its parents. Table
 * and column names come from the entities' metadata, never from a request; `idSql` is SQL the
 * caller writes.
 */
export function liveCondition(
  dataSource: DataSource,
  kinds: ContentKindRegistry,
  type: ArtifactType,
  idSql: string,
  depth = 0,
): string {
  const kind = kinds.get(type);
  const meta = dataSource.getMetadata(kind.entity);
  const alias = `live_${depth}`;
  const id = meta.primaryColumns[0].databaseName;
  const conditions = [`${alias}.${quote(id)} = ${idSql}`];
  const deletedAt = meta.findColumnWithPropertyName('deletedAt');
  if (deletedAt) conditions.push(`${alias}.${quote(deletedAt.databaseName)} IS NULL`);
  if (kind.parent && depth < MAX_DEPTH) {
    const key = meta.findColumnWithPropertyName(kind.parent.key);
    if (!key) throw new Error(`The ${type} kind's parent key "${kind.parent.key}" is no column.`);
    conditions.push(
      liveCondition(
        dataSource,
        kinds,
        kind.parent.type,
        `${alias}.${quote(key.databaseName)}`,
        depth + 1,
      ),
    );
  }
  const table = meta.schema
    ? `${quote(meta.schema)}.${quote(meta.tableName)}`
    : quote(meta.tableName);
  return `EXISTS (SELECT 1 FROM ${table} ${alias} WHERE ${conditions.join(' AND ')})`;
}
