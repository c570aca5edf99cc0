/**
 * A dump's file names: stable across dumps, so a mirror or a script can fetch the same names every
 * night (DESIGN.md). Content is gzipped NDJSON, aggregates plain CSV; each data file has a JSON
 * Schema beside it, and the dump a data card, a manifest and checksums.
 */

/** The most characters a file name of a dump may have: longer names are no name of a dump. */
export const MAX_NAME_LENGTH = 64;

/** Lower-case letters, digits, dots and hyphens, starting with a letter: no path, no traversal. */
const NAME = /^[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)*$/;

export const MANIFEST = 'manifest.json';
export const DATA_CARD = 'datacard.md';
export const CHECKSUMS = 'sha256sums.txt';

export const ndjsonName = (base: string) => `${base}.ndjson.gz`;
export const csvName = (base: string) => `${base}.csv`;

/** The schema file of a data file: questions.ndjson.gz -> questions.schema.json. */
export function schemaName(dataFile: string): string {
  return `${dataFile.replace(/\.(?:ndjson\.gz|csv)$/, '')}.schema.json`;
}

/** Whether a requested name could be a dump's file at all (checked before the manifest is read). */
export function isDumpFileName(name: string): boolean {
  return name.length <= MAX_NAME_LENGTH && NAME.test(name);
}

/** The content type a file is served with. */
export function contentTypeOf(name: string): string {
  if (name.endsWith('.gz')) return 'application/gzip';
  if (name.endsWith('.csv')) return 'text/csv; charset=utf-8';
  if (name.endsWith('.json')) return 'application/json; charset=utf-8';
  if (name.endsWith('.md')) return 'text/markdown; charset=utf-8';
  return 'text/plain; charset=utf-8';
}

/** A dump's folder name: its time in UTC, sortable, with no colon ('2026-11-30T031700Z'). */
export function dumpFolderName(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '');
}

export const DUMP_FOLDER = /^\d{4}-\d{2}-\d{2}T\d{6}Z$/;
