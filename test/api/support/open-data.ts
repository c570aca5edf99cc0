import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parseCsv } from '../../../backend/src/open-data/csv.js';
import type { DumpManifest } from '../../../backend/src/open-data/dump-writer.js';

/** A dump folder's manifest. */
export async function readManifest(folder: string): Promise<DumpManifest> {
  return JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')) as DumpManifest;
}

/** A file of a dump as text (gunzipped). */
export async function fileText(folder: string, name: string): Promise<string> {
  const body = await readFile(path.join(folder, name));
  return name.endsWith('.gz') ? gunzipSync(body).toString('utf8') : body.toString('utf8');
}

/** A data file's records: NDJSON lines, or CSV rows as objects of their columns' texts. */
export async function records(folder: string, name: string): Promise<Record<string, unknown>[]> {
  const text = await fileText(folder, name);
  if (name.endsWith('.csv')) {
    const [header, ...rows] = parseCsv(text);
    return rows.map((row) => Object.fromEntries(header.map((column, i) => [column, row[i]])));
  }
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Every record of every data file checked against the file's own JSON Schema (draft 2020-12). */
export async function schemaProblems(folder: string): Promise<string[]> {
  const manifest = await readManifest(folder);
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  // A CommonJS module: its default export may come wrapped, or not.
  const formats = (addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats;
  (formats as unknown as (ajv: Ajv2020) => void)(ajv);
  const problems: string[] = [];
  for (const file of manifest.Files.filter((f) => f.Schema)) {
    const schema = JSON.parse(await fileText(folder, file.Schema!)) as object;
    const validate = ajv.compile(schema);
    for (const [i, record] of (await records(folder, file.Name)).entries()) {
      if (!validate(record))
        problems.push(`${file.Name} record ${i + 1}: ${ajv.errorsText(validate.errors)}`);
    }
  }
  return problems;
}
