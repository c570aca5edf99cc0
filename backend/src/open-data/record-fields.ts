import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import type { EntityMetadata } from 'typeorm';

/** A JSON Schema (draft 2020-12) fragment. */
export type JsonSchema = Record<string, unknown>;

/** One field of a dump record: its name in the file, the SQL that reads it, its schema. */
export interface RecordField {
  field: string;
  /** The entity property it comes from and goes back to (none for a derived field). */
  property?: string;
  sql: string;
  schema: JsonSchema;
  required?: boolean;
}

export const quoteIdent = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * A property's name in a dump, as the API spells fields: PascalCase, with ID, URL and JSON in
 * capitals (convoId -> ConvoID, imageUrl -> ImageURL, id -> ID).
 */
export function fieldNameOf(property: string): string {
  const pascal = property.charAt(0).toUpperCase() + property.slice(1);
  return pascal
    .replace(/^Id$/, 'ID')
    .replace(/Id$/, 'ID')
    .replace(/Ids$/, 'IDs')
    .replace(/Url$/, 'URL')
    .replace(/Json$/, 'JSON');
}

const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

/** What a column's values look like in JSON (dates as ISO strings, bigints as strings). */
export function columnSchema(column: ColumnMetadata): JsonSchema {
  const type = String(column.type).toLowerCase();
  let schema: JsonSchema;
  if (type === 'varchar' || type === 'character varying' || type === 'text' || type === 'enum') {
    schema = { type: 'string' };
    const length = Number(column.length);
    if (length > 0) schema.maxLength = length;
    if (column.enum) schema.enum = column.enum;
  } else if (type === 'timestamptz' || type === 'timestamp with time zone') {
    schema = { type: 'string', format: 'date-time' };
  } else if (type === 'int' || type === 'integer' || type === 'smallint') {
    schema = { type: 'integer' };
  } else if (type === 'bigint') {
    schema = { type: 'string', pattern: '^-?[0-9]+$' };
  } else if (type === 'boolean') {
    schema = { type: 'boolean' };
  } else {
    // jsonb and anything else: whatever JSON the column holds.
    schema = {};
  }
  if (column.isArray) schema = { type: 'array', items: schema };
  return column.isNullable ? nullable(schema) : schema;
}

/**
 * The fields of an entity's rows as a dump writes them, read from its metadata (so a column a
 * migration adds appears in the next dump by itself), less the columns named in `omit`. `alias` is
 * the SQL alias of the entity's table in the dump's query.
 */
export function entityFields(
  meta: EntityMetadata,
  alias: string,
  omit: ReadonlySet<string>,
): RecordField[] {
  return meta.columns
    .filter((column) => !omit.has(column.propertyName))
    .map((column) => ({
      field: fieldNameOf(column.propertyName),
      property: column.propertyName,
      sql: `${alias}.${quoteIdent(column.databaseName)}`,
      schema: columnSchema(column),
      required: true,
    }));
}

/** The JSON Schema of one record made of these fields: each required, no others allowed. */
export function recordSchema(
  id: string,
  title: string,
  description: string,
  fields: readonly Pick<RecordField, 'field' | 'schema' | 'required'>[],
): JsonSchema {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: id,
    title,
    description,
    type: 'object',
    properties: Object.fromEntries(fields.map((f) => [f.field, f.schema])),
    required: fields.filter((f) => f.required !== false).map((f) => f.field),
    additionalProperties: false,
  };
}

/** The SELECT list of these fields, each under its name in the dump. */
export function selectList(fields: readonly RecordField[]): string {
  return fields.map((f) => `${f.sql} AS ${quoteIdent(f.field)}`).join(', ');
}
