import { CHECKSUMS, MANIFEST, schemaName } from './dump-names.js';
import type { DumpFilePlan } from './dump-plan.js';
import type { ManifestFile } from './dump-writer.js';
import { AGGREGATE_LICENCE, CONTENT_LICENCE, LICENCES } from './licences.js';
import type { JsonSchema } from './record-fields.js';

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** A field's type in words, from its schema. */
function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema.anyOf)) {
    const [first] = schema.anyOf as JsonSchema[];
    return `${typeOf(first)} or null`;
  }
  if (schema.type === 'array') return `list of ${typeOf((schema.items as JsonSchema) ?? {})}`;
  if (schema.format === 'date-time') return 'date-time (ISO 8601, UTC)';
  if (Array.isArray(schema.enum)) return `one of ${(schema.enum as string[]).join(', ')}`;
  if (typeof schema.type === 'string') {
    return typeof schema.maxLength === 'number'
      ? `${schema.type} (at most ${schema.maxLength} characters)`
      : schema.type;
  }
  return 'JSON';
}

/**
 * The dump's datacard.md: what it holds and what it never holds, its licences, each file with its
 * fields, and how to check and import it. Written from the plan, so it names every file and field.
 */
export function dataCard(input: {
  createdAt: string;
  changesCursor: string;
  siteUrl: string;
  files: readonly ManifestFile[];
  plan: readonly DumpFilePlan[];
}): string {
  const content = LICENCES[CONTENT_LICENCE];
  const aggregate = LICENCES[AGGREGATE_LICENCE];
  const lines = [
    '# Open data dump of the Opinion Encyclopedia',
    '',
    `Made ${input.createdAt} from ${input.siteUrl}.`,
    '',
    'The public content of the site (questions, positions, arguments, people, quotes, links,',
    'references, categories, tags, articles, slugs) and its public revision history, with the',
    'usernames of the contributors; and counts of votes, as aggregates.',
    '',
    '## Licences',
    '',
    `- Content files (${CONTENT_LICENCE}): ${content.name}, ${content.url}. Attribute the site and its`,
    '  contributors: contributors.ndjson.gz lists their usernames, and each revision names its author.',
    `- Aggregates, schemas and this card (${AGGREGATE_LICENCE}): ${aggregate.name}, ${aggregate.url}.`,
    '',
    '## What is never in a dump',
    '',
    'E-mail addresses, password hashes, IP addresses, voter ids or individual votes, sessions,',
    'deleted content (or content under deleted content, and its history), comments, requests,',
    "users' profiles and account ids. Images are not included: an ImageURL names the site's address",
    'of the image. Cross-tab cells backed by fewer than 10 voters are suppressed.',
    '',
    '## Format',
    '',
    '- `*.ndjson.gz`: gzip-compressed newline-delimited JSON, one record per line, in a stable order.',
    '- `*.csv`: RFC 4180, UTF-8, with a header row.',
    '- `*.schema.json`: the JSON Schema (draft 2020-12) of one record (of a CSV file: one row, each',
    '  column as its text).',
    '- Ids are opaque strings, the same as on the site (`/c/{ID}`, `/p/{ID}`, `/a/{ID}`).',
    '  Times are ISO 8601 in UTC.',
    `- \`${MANIFEST}\` lists every file with its size, SHA-256, record count and licence;`,
    `  \`${CHECKSUMS}\` holds the same checksums: \`sha256sum -c ${CHECKSUMS}\`.`,
    '- File names are the same in every dump; the site serves the latest under /data/{name}.',
    '',
    '## Files',
    '',
    '| File | Licence | Records | Bytes | Description |',
    '| --- | --- | ---: | ---: | --- |',
    ...input.files.map(
      (f) =>
        `| ${f.Name} | ${f.Licence} | ${f.Records ?? ''} | ${f.Bytes} | ${cell(f.Description)} |`,
    ),
    '',
    '## Fields',
    '',
  ];
  for (const plan of input.plan) {
    lines.push(`### ${plan.name}`, '', `Schema: ${schemaName(plan.name)}.`, '');
    const properties = (plan.schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const [field, schema] of Object.entries(properties)) {
      lines.push(`- \`${field}\`: ${typeOf(schema)}`);
    }
    lines.push('');
  }
  lines.push(
    '## Importing',
    '',
    'Into an empty database of the application (after its migrations; the site shows the same',
    'public pages): `npm run import-dump -- <folder of the dump>`. Contributors become accounts',
    'with their usernames and no e-mail address or password.',
    '',
    '## Following the site after this dump',
    '',
    `\`GET /api/changes?cursor=${input.changesCursor}\` lists every public revision made after`,
    "this dump (and possibly a few it already holds), oldest first; follow each page's `NextCursor`.",
    '',
  );
  return lines.join('\n');
}
