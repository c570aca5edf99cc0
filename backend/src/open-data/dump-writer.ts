import { cursorAtSnapshot, encodeCursor } from '../changes/changes-cursor.js';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { PoolClient } from 'pg';
import QueryStream from 'pg-query-stream';
import type { DataSource } from 'typeorm';
import { poolOf } from '../database/pool.js';
import { csvLine } from './csv.js';
import { dataCard } from './data-card.js';
import {
  CHECKSUMS,
  DATA_CARD,
  DUMP_FOLDER,
  dumpFolderName,
  MANIFEST,
  schemaName,
} from './dump-names.js';
import type { DumpFilePlan, Row } from './dump-plan.js';
import { AGGREGATE_LICENCE, type LicenceId } from './licences.js';

/** Rows fetched from the server per round trip of a file's cursor: memory stays bounded. */
const CURSOR_BATCH = 200;
/** Bytes of NDJSON or CSV gathered before they go down the stream. */
const CHUNK_BYTES = 64 * 1024;
/** Dumps kept, the newest among them: a download under way finishes from the one it started on. */
export const DUMPS_KEPT = 3;
/** A folder left by a dump that died is removed once it is this old. */
const STALE_TEMP_MS = 24 * 3600 * 1000;
export const LATEST = 'latest';
export const MANIFEST_VERSION = 1;

export type FileFormat = 'ndjson' | 'csv' | 'json-schema' | 'markdown';

/** One file of a dump, as manifest.json (and GET /api/data/dumps) lists it. */
export interface ManifestFile {
  Name: string;
  Format: FileFormat;
  Licence: LicenceId;
  Description: string;
  Bytes: number;
  SHA256: string;
  /** Records (NDJSON lines, CSV rows) of a data file; null for the others. */
  Records: number | null;
  /** The JSON Schema of a data file's records. */
  Schema: string | null;
}

export interface DumpManifest {
  Version: number;
  CreatedAt: string;
  /** Where a mirror of this dump follows GET /api/changes from (the dump's snapshot). */
  ChangesCursor: string;
  Files: ManifestFile[];
}

/** What `npm run dump` shows while a dump is written (a bar on a terminal, lines otherwise). */
export interface DumpProgress {
  /** A file starts; `total` is its rows when they were counted. */
  start(name: string, total: number | undefined): void;
  advance(rows: number): void;
  finish(file: ManifestFile): void;
}

export interface DumpOptions {
  dataSource: DataSource;
  plan: readonly DumpFilePlan[];
  /** DATA_DIR/dumps: each dump in a folder of its own, `latest` the newest. */
  dumpsDir: string;
  siteUrl: string;
  progress?: DumpProgress;
  /** The files' rows are counted first, for a progress bar (one more query per file). */
  countRows?: boolean;
  now?: Date;
}

export interface DumpResult {
  folder: string;
  manifest: DumpManifest;
}

/** A pass-through that counts and hashes what goes by. */
class Digest extends Transform {
  readonly hash = createHash('sha256');
  bytes = 0;

  override _transform(chunk: Buffer, _encoding: string, done: () => void): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    this.push(chunk);
    done();
  }
}

async function fileDigest(file: string): Promise<{ bytes: number; sha256: string }> {
  const body = await fs.readFile(file);
  return { bytes: body.length, sha256: createHash('sha256').update(body).digest('hex') };
}

/**
 * Writes one dump: every file of the plan into a folder of its own under `dumpsDir`, then
 * switches `latest` to it (a symbolic link replaced by a rename, so a reader sees the old dump or
 * the new one, never half of one) and removes the oldest dumps beyond DUMPS_KEPT. Every query runs
 * in one read-only, repeatable-read transaction (the files agree with each other) through a cursor
 * of CURSOR_BATCH rows, and each file is streamed to disk, so memory stays bounded whatever the
 * site's size.
 */
export async function writeDump(options: DumpOptions): Promise<DumpResult> {
  const now = options.now ?? new Date();
  const folder = dumpFolderName(now);
  await fs.mkdir(options.dumpsDir, { recursive: true });
  await removeStaleTemps(options.dumpsDir, now);
  const temp = path.join(options.dumpsDir, `.tmp-${folder}-${randomBytes(4).toString('hex')}`);
  await fs.mkdir(temp);
  try {
    const { files, changesCursor } = await writeDataFiles(options, temp);
    const manifest: DumpManifest = {
      Version: MANIFEST_VERSION,
      CreatedAt: now.toISOString(),
      ChangesCursor: changesCursor,
      Files: [...files],
    };
    for (const plan of options.plan) {
      const name = schemaName(plan.name);
      await fs.writeFile(path.join(temp, name), `${JSON.stringify(plan.schema, null, 2)}\n`);
      manifest.Files.push({
        Name: name,
        Format: 'json-schema',
        Licence: AGGREGATE_LICENCE,
        Description: `The JSON Schema (draft 2020-12) of one record of ${plan.name}.`,
        ...(await described(path.join(temp, name))),
      });
    }
    await fs.writeFile(
      path.join(temp, DATA_CARD),
      dataCard({
        createdAt: manifest.CreatedAt,
        changesCursor,
        siteUrl: options.siteUrl,
        files,
        plan: options.plan,
      }),
    );
    manifest.Files.push({
      Name: DATA_CARD,
      Format: 'markdown',
      Licence: AGGREGATE_LICENCE,
      Description:
        'The data card: what the dump holds and leaves out, its licences, fields and how to import it.',
      ...(await described(path.join(temp, DATA_CARD))),
    });
    await fs.writeFile(path.join(temp, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const manifestDigest = await fileDigest(path.join(temp, MANIFEST));
    const sums = [
      ...manifest.Files.map((f) => `${f.SHA256}  ${f.Name}`),
      `${manifestDigest.sha256}  ${MANIFEST}`,
    ];
    await fs.writeFile(path.join(temp, CHECKSUMS), `${sums.join('\n')}\n`);
    const target = path.join(options.dumpsDir, folder);
    await fs.rename(temp, target);
    await switchLatest(options.dumpsDir, folder);
    await pruneDumps(options.dumpsDir, folder);
    return { folder: target, manifest };
  } catch (error) {
    await fs.rm(temp, { recursive: true, force: true });
    throw error;
  }
}

async function described(
  file: string,
): Promise<Pick<ManifestFile, 'Bytes' | 'SHA256' | 'Records' | 'Schema'>> {
  const { bytes, sha256 } = await fileDigest(file);
  return { Bytes: bytes, SHA256: sha256, Records: null, Schema: null };
}

async function writeDataFiles(
  options: DumpOptions,
  dir: string,
): Promise<{ files: ManifestFile[]; changesCursor: string }> {
  const client = await poolOf(options.dataSource).connect();
  const files: ManifestFile[] = [];
  let changesCursor: string;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // The transaction's first statement takes the snapshot every file is read in.
    const { rows } = await client.query<{ xmin: string }>(
      'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin',
    );
    changesCursor = encodeCursor(cursorAtSnapshot(rows[0].xmin));
    for (const plan of options.plan) files.push(await writeDataFile(client, plan, dir, options));
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return { files, changesCursor };
}

async function writeDataFile(
  client: PoolClient,
  plan: DumpFilePlan,
  dir: string,
  options: DumpOptions,
): Promise<ManifestFile> {
  let total: number | undefined;
  if (options.progress && options.countRows && plan.sql) {
    const counted = await client.query<{ n: string }>(`SELECT count(*) AS n FROM (${plan.sql}) q`);
    total = Number(counted.rows[0].n);
  }
  options.progress?.start(plan.name, total);
  const rows: AsyncIterable<Row> = plan.sql
    ? client.query(
        new QueryStream(plan.sql, [], { batchSize: CURSOR_BATCH, highWaterMark: CURSOR_BATCH }),
      )
    : plan.rows!();
  let records = 0;
  async function* chunks(): AsyncGenerator<Buffer> {
    let chunk = plan.format === 'csv' ? csvLine(plan.columns!) : '';
    let pending = 0;
    for await (const row of rows) {
      for (const record of plan.records ? plan.records(row) : [row]) {
        chunk +=
          plan.format === 'csv'
            ? csvLine(plan.columns!.map((column) => record[column]))
            : `${JSON.stringify(record)}\n`;
        records += 1;
      }
      pending += 1;
      if (chunk.length >= CHUNK_BYTES) {
        yield Buffer.from(chunk);
        chunk = '';
        options.progress?.advance(pending);
        pending = 0;
      }
    }
    if (chunk !== '') yield Buffer.from(chunk);
    options.progress?.advance(pending);
  }
  const digest = new Digest();
  const out = createWriteStream(path.join(dir, plan.name));
  if (plan.format === 'ndjson') await pipeline(Readable.from(chunks()), createGzip(), digest, out);
  else await pipeline(Readable.from(chunks()), digest, out);
  const file: ManifestFile = {
    Name: plan.name,
    Format: plan.format,
    Licence: plan.licence,
    Description: plan.description,
    Bytes: digest.bytes,
    SHA256: digest.hash.digest('hex'),
    Records: records,
    Schema: schemaName(plan.name),
  };
  options.progress?.finish(file);
  return file;
}

/** Points `latest` at the folder: a new link renamed over the old one (atomic on POSIX). */
async function switchLatest(dumpsDir: string, folder: string): Promise<void> {
  const next = path.join(dumpsDir, `.latest-${randomBytes(4).toString('hex')}`);
  await fs.symlink(folder, next);
  await fs.rename(next, path.join(dumpsDir, LATEST));
}

/** Removes the dumps beyond the newest DUMPS_KEPT (never the one `latest` names). */
async function pruneDumps(dumpsDir: string, current: string): Promise<void> {
  const folders = (await fs.readdir(dumpsDir))
    .filter((name) => DUMP_FOLDER.test(name))
    .sort()
    .reverse();
  for (const name of folders.slice(DUMPS_KEPT)) {
    if (name === current) continue;
    await fs.rm(path.join(dumpsDir, name), { recursive: true, force: true });
  }
}

async function removeStaleTemps(dumpsDir: string, now: Date): Promise<void> {
  for (const name of await fs.readdir(dumpsDir)) {
    if (!name.startsWith('.tmp-') && !name.startsWith('.latest-')) continue;
    const file = path.join(dumpsDir, name);
    const stat = await fs.lstat(file).catch(() => undefined);
    if (stat && now.getTime() - stat.mtimeMs > STALE_TEMP_MS)
      await fs.rm(file, { recursive: true, force: true });
  }
}
