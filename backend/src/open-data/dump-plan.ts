import type { DataSource } from 'typeorm';
import { parseReferences } from '../link/references.js';
import { ArgLinkEntity } from '../link/link.entity.js';
import type { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { CROSS_TAB_COLUMNS, type CrossTabSource } from './cross-tab-source.js';
import { csvName, ndjsonName } from './dump-names.js';
import { OMITTED_PROPERTIES } from './dumped-kinds.js';
import { AGGREGATE_LICENCE, CONTENT_LICENCE, type LicenceId } from './licences.js';
import { PublicSql, sqlText } from './public-sql.js';
import {
  entityFields,
  type JsonSchema,
  quoteIdent,
  type RecordField,
  recordSchema,
  selectList,
} from './record-fields.js';

export type Row = Record<string, unknown>;

/** One data file of a dump: where its rows come from, what they look like, under which licence. */
export interface DumpFilePlan {
  name: string;
  format: 'ndjson' | 'csv';
  licence: LicenceId;
  /** One sentence for the data card and the /data page. */
  description: string;
  /** Of one record (NDJSON) or one row as its columns' texts (CSV). */
  schema: JsonSchema;
  /** CSV: the header, in order. */
  columns?: readonly string[];
  /** The query whose rows are the file's records, streamed through a cursor. */
  sql?: string;
  /** Rows from elsewhere (the cross-tabs). */
  rows?: () => AsyncIterable<Row>;
  /** One row's records, where a row is not one record (an argument's references). */
  records?: (row: Row) => Iterable<Row>;
  /** What the importer writes the records back into. */
  restores?: Restore;
}

/** How the importer turns a file's records back into rows. */
export type Restore =
  | { into: 'contributors' }
  | { into: 'kind'; type: string; fields: readonly RecordField[] }
  | { into: 'links'; fields: readonly RecordField[] }
  | { into: 'slugs' }
  | { into: 'revisions' }
  | { into: 'voteCounts'; targetType: 'convo' | 'arg' };

const USERNAME = { type: 'string', minLength: 1, maxLength: 30 };
const ID = { type: 'string', minLength: 1, maxLength: 16 };
const IDS = { type: 'array', items: ID };
const COUNT = { type: 'string', pattern: '^[0-9]+$' };
const DATE_TIME = { type: 'string', format: 'date-time' };

function schemaId(name: string): string {
  return `https://opinion-encyclopedia.invalid/data/${name.replace(/\.(?:ndjson\.gz|csv)$/, '')}.schema.json`;
}

/**
 * The files of a dump, in the order they are written (and imported): contributors first, then
 * each dumped kind (from its registration and its entity's columns), its links, references and
 * slugs, the public revisions, and the aggregates. Every query reads only public rows
 * (public-sql.ts) and names contributors by username; no query reads an e-mail, a password hash,
 * a session, an address or a voter.
 */
export function planDump(
  dataSource: DataSource,
  kinds: ContentKindRegistry,
  crossTabs: CrossTabSource,
): DumpFilePlan[] {
  const pub = new PublicSql(dataSource, kinds);
  const dumped = pub.dumpedKinds();
  const files: DumpFilePlan[] = [];
  const ndjson = (
    base: string,
    description: string,
    fields: readonly Pick<RecordField, 'field' | 'schema' | 'required'>[],
    rest: Partial<DumpFilePlan>,
  ): DumpFilePlan => {
    const name = ndjsonName(base);
    return {
      name,
      format: 'ndjson',
      licence: CONTENT_LICENCE,
      description,
      schema: recordSchema(schemaId(name), name, description, fields),
      ...rest,
    };
  };

  // Contributors: whoever wrote a public revision or created public content, by username only.
  const wrote = [
    `EXISTS (SELECT 1 FROM revisions r WHERE r.user_id = u.id AND ${pub.revisionCondition('r')})`,
  ];
  for (const d of dumped) {
    const meta = dataSource.getMetadata(kinds.get(d.type).entity);
    const createdBy = meta.findColumnWithPropertyName('createdBy');
    if (!createdBy) continue;
    const t = `c_${d.type}`;
    wrote.push(
      `EXISTS (SELECT 1 FROM ${pub.tableOf(d.type)} ${t} WHERE ${t}.${quoteIdent(createdBy.databaseName)} = u.id AND ${pub.condition(d.type, `${t}.${pub.idOf(d.type)}`)})`,
    );
  }
  files.push(
    ndjson(
      'contributors',
      'The username of everyone who wrote a public revision or created public content.',
      [{ field: 'Username', schema: USERNAME }],
      {
        sql: `SELECT u.username_cased AS "Username" FROM users u WHERE ${wrote.join(' OR ')} ORDER BY u.username`,
        restores: { into: 'contributors' },
      },
    ),
  );

  for (const d of dumped) {
    const kind = kinds.get(d.type);
    const meta = dataSource.getMetadata(kind.entity);
    const fields = entityFields(meta, 't', OMITTED_PROPERTIES);
    if (d.order) {
      const order = fields.find((f) => f.property === d.order!.property);
      if (!order) throw new Error(`The ${d.type} kind has no column "${d.order.property}".`);
      // Children's ids in reading order, less those not in the dump (deleted ones keep their places).
      order.sql = `(SELECT COALESCE(jsonb_agg(o.child ORDER BY o.n), '[]'::jsonb) FROM jsonb_array_elements_text(${order.sql}) WITH ORDINALITY AS o(child, n) WHERE ${pub.condition(d.order.child, 'o.child')})`;
      order.schema = IDS;
    }
    if (meta.findColumnWithPropertyName('createdBy')) {
      fields.push({
        field: 'CreatedBy',
        sql: `(SELECT u.username_cased FROM users u WHERE u.id = t.${pub.columnOf(d.type, 'createdBy')})`,
        schema: { anyOf: [USERNAME, { type: 'null' }] },
        required: true,
      });
    }
    if (d.tagged) {
      // In the order its Tags text names them (the order pages list them in).
      const named = `(SELECT min(w.n) FROM unnest(string_to_array(t.${pub.columnOf(d.type, 'tags')}, ',')) WITH ORDINALITY AS w(name, n) WHERE lower(regexp_replace(btrim(w.name), '\\s+', ' ', 'g')) = g.key)`;
      fields.push({
        field: 'TagIDs',
        sql: `ARRAY(SELECT a.tag_id FROM artifact_tags a JOIN tags g ON g.id = a.tag_id WHERE a.artifact_type = ${sqlText(d.type)} AND a.artifact_id = t.${pub.idOf(d.type)} ORDER BY ${named} NULLS LAST, a.tag_id)`,
        schema: IDS,
      });
    }
    if (d.categorised) {
      fields.push({
        field: 'CategoryIDs',
        sql: `ARRAY(SELECT cc.category_id FROM convo_categories cc WHERE cc.convo_id = t.${pub.idOf(d.type)} AND ${pub.condition('category', 'cc.category_id')} ORDER BY cc.category_id)`,
        schema: IDS,
      });
    }
    files.push(
      ndjson(kind.plural, `Every public ${kind.noun}: its current state.`, fields, {
        sql: `SELECT ${selectList(fields)} FROM ${pub.tableOf(d.type)} t WHERE ${pub.condition(d.type, `t.${pub.idOf(d.type)}`)} ORDER BY t.${pub.idOf(d.type)}`,
        restores: { into: 'kind', type: d.type, fields },
      }),
    );
  }

  if (pub.dumped('arg')) {
    const linkFields = entityFields(dataSource.getMetadata(ArgLinkEntity), 'l', new Set());
    files.push(
      ndjson(
        'links',
        "Every public argument's external links ('In the Wild'), in their order.",
        linkFields,
        {
          sql: `SELECT ${selectList(linkFields)} FROM arg_links l WHERE ${pub.condition('arg', 'l.arg_id')} ORDER BY l.arg_id, l.position, l.id`,
          restores: { into: 'links', fields: linkFields },
        },
      ),
    );
    files.push(
      ndjson(
        'references',
        "Every public argument's references, read from its ReferencesBody as the site reads them.",
        [
          { field: 'ArgID', schema: ID },
          { field: 'Position', schema: { type: 'integer', minimum: 0 } },
          { field: 'Name', schema: { type: 'string', minLength: 1 } },
          { field: 'URL', schema: { type: 'string', pattern: '^https?://' } },
        ],
        {
          sql: `SELECT t.id AS "ArgID", t.references_body AS "Body" FROM args t WHERE t.references_body <> '' AND ${pub.condition('arg', 't.id')} ORDER BY t.id`,
          records: (row) =>
            parseReferences(String(row.Body)).map((ref, position) => ({
              ArgID: row.ArgID,
              Position: position,
              Name: ref.Name,
              URL: ref.URL,
            })),
        },
      ),
    );
  }

  if (kinds.has('slug')) {
    files.push(
      ndjson(
        'slugs',
        'The slug of each public artifact that has one, and the old slugs that still lead to it.',
        [
          { field: 'ArtifactType', schema: { type: 'string', enum: dumped.map((d) => d.type) } },
          { field: 'ArtifactID', schema: ID },
          { field: 'Slug', schema: { type: 'string', minLength: 1, maxLength: 75 } },
          {
            field: 'OldSlugs',
            schema: { type: 'array', items: { type: 'string', maxLength: 75 } },
          },
          { field: 'CreatedAt', schema: DATE_TIME },
          { field: 'UpdatedAt', schema: DATE_TIME },
        ],
        {
          sql: `SELECT s.artifact_type AS "ArtifactType", s.id AS "ArtifactID", s.slug AS "Slug",
                  ARRAY(SELECT p.slug FROM slug_paths p WHERE p.artifact_id = s.id AND p.slug <> s.slug ORDER BY p.created_at, p.slug) AS "OldSlugs",
                  s.created_at AS "CreatedAt", s.updated_at AS "UpdatedAt"
                FROM artifact_slugs s WHERE ${pub.anyCondition('s.artifact_type', 's.id')} ORDER BY s.id`,
          restores: { into: 'slugs' },
        },
      ),
    );
  }

  const diffEntry = {
    type: 'object',
    properties: {
      Field: { type: 'string' },
      Old: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      New: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    },
    required: ['Field', 'Old', 'New'],
  };
  files.push(
    ndjson(
      'revisions',
      'Every public revision of the public content above (and of its slugs), oldest first: who made it (username), the action, the change and the state after it.',
      [
        { field: 'ID', schema: ID },
        {
          field: 'ArtifactType',
          schema: { type: 'string', enum: [...dumped.map((d) => d.type), 'slug'] },
        },
        { field: 'ArtifactID', schema: ID },
        { field: 'ArtifactName', schema: { type: 'string', maxLength: 200 } },
        { field: 'ArtifactLink', schema: { type: 'string', maxLength: 200 } },
        { field: 'Username', schema: USERNAME },
        { field: 'ActionName', schema: { type: 'string', maxLength: 40 } },
        { field: 'ArgsJSON', schema: { type: 'string' } },
        { field: 'Description', schema: { type: 'string', maxLength: 300 } },
        { field: 'Substantive', schema: { type: 'boolean' } },
        { field: 'Diff', schema: { type: 'array', items: diffEntry } },
        {
          field: 'Snapshot',
          schema: {
            type: 'object',
            additionalProperties: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          },
        },
        { field: 'CreatedAt', schema: DATE_TIME },
      ],
      {
        sql: `SELECT r.id AS "ID", r.artifact_type AS "ArtifactType", r.artifact_id AS "ArtifactID",
                r.artifact_name AS "ArtifactName", r.artifact_link AS "ArtifactLink",
                r.username_cased AS "Username", r.action_name AS "ActionName", r.args_json AS "ArgsJSON",
                r.user_description AS "Description", r.substantive AS "Substantive", r.diff AS "Diff", r.snapshot AS "Snapshot",
                r.created_at AS "CreatedAt"
              FROM revisions r WHERE ${pub.revisionCondition('r')} ORDER BY r.created_at, r.id`,
        restores: { into: 'revisions' },
      },
    ),
  );

  const csv = (
    base: string,
    description: string,
    columns: Record<string, JsonSchema>,
    rest: Partial<DumpFilePlan>,
  ): DumpFilePlan => {
    const name = csvName(base);
    const header = Object.keys(columns);
    return {
      name,
      format: 'csv',
      licence: AGGREGATE_LICENCE,
      description,
      columns: header,
      schema: recordSchema(
        schemaId(name),
        name,
        `${description} One CSV row, each column as its text (RFC 4180, with a header row).`,
        header.map((field) => ({ field, schema: columns[field] })),
      ),
      ...rest,
    };
  };
  if (pub.dumped('convo') && pub.dumped('pos')) {
    files.push(
      csv(
        'votes-per-question',
        "How many voters' latest answer to each public question chose each of its public positions.",
        { QuestionID: ID, PositionID: ID, Votes: COUNT, SignedInVotes: COUNT },
        {
          sql: `SELECT v.target_id AS "QuestionID", v.choice AS "PositionID", v.count AS "Votes", v.signed_in AS "SignedInVotes"
                FROM vote_counts v WHERE v.target_type = 'convo' AND v.count > 0
                  AND ${pub.condition('convo', 'v.target_id')} AND ${pub.condition('pos', 'v.choice')}
                ORDER BY v.target_id, v.choice`,
          restores: { into: 'voteCounts', targetType: 'convo' },
        },
      ),
    );
  }
  if (pub.dumped('arg')) {
    files.push(
      csv(
        'votes-per-argument',
        "How many voters' latest agreement with each public argument gave each answer (1 strongly agree to 5 strongly disagree), per version of the argument rated (Version: the revision that made that wording; an argument's current one is its Version in arguments).",
        {
          ArgumentID: ID,
          Version: ID,
          Answer: { type: 'string', enum: ['1', '2', '3', '4', '5'] },
          Votes: COUNT,
          SignedInVotes: COUNT,
        },
        {
          sql: `SELECT v.target_id AS "ArgumentID", v.version AS "Version", v.choice AS "Answer", v.count AS "Votes", v.signed_in AS "SignedInVotes"
                FROM vote_counts v WHERE v.target_type = 'arg' AND v.count > 0
                  AND v.choice IN ('1', '2', '3', '4', '5') AND ${pub.condition('arg', 'v.target_id')}
                ORDER BY v.target_id, v.version, v.choice`,
          restores: { into: 'voteCounts', targetType: 'arg' },
        },
      ),
    );
  }
  files.push(
    csv(
      'crosstabs',
      'For each question, how the voters who chose each position (PositionID empty: who chose none) rated each argument, as last published; a cell of fewer than 10 voters, or one that would let such a cell be worked out, is empty (suppressed).',
      Object.fromEntries(
        CROSS_TAB_COLUMNS.map((column) => [
          column,
          column === 'Voters'
            ? { anyOf: [COUNT, { const: '' }] }
            : column === 'Rating'
              ? { type: 'string', enum: ['1', '2', '3', '4', '5'] }
              : column === 'ReleasedAt'
                ? DATE_TIME
                : column === 'PositionID'
                  ? { anyOf: [ID, { const: '' }] }
                  : ID,
        ]),
      ),
      { rows: () => crossTabs.rows() },
    ),
  );
  return files;
}
