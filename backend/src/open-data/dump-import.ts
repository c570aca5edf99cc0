import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { DataSource, EntityManager } from 'typeorm';
import { ConvoCategoryEntity } from '../category/category.entity.js';
import { newId } from '../common/ids.js';
import { ArgLinkEntity } from '../link/link.entity.js';
import type { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { RevisionEntity } from '../revision/revision.entity.js';
import { indexForSearch } from '../search/search-index.js';
import { ArtifactSlugEntity, SlugPathEntity } from '../slug/slug.entity.js';
import { ArtifactTagEntity } from '../tag/tag.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { NO_CROSS_TABS } from './cross-tab-source.js';
import { parseCsv } from './csv.js';
import { CHECKSUMS, isDumpFileName, MANIFEST } from './dump-names.js';
import { type DumpFilePlan, planDump, type Restore, type Row } from './dump-plan.js';
import { type DumpManifest, MANIFEST_VERSION } from './dump-writer.js';
import { PublicSql } from './public-sql.js';
import type { RecordField } from './record-fields.js';

/** Rows inserted per statement. */
const BATCH = 200;

/** The e-mail column is required and unique: an imported contributor gets an address that never delivers. */
export const importedEmail = (username: string) => `${username}@imported.invalid`;

export interface ImportSummary {
  /** Records read, by file. */
  records: Record<string, number>;
  /** Accounts made for contributors (others already existed by that username). */
  accountsCreated: number;
}

export class ImportError extends Error {}

/** What the dump's checksums file says, by file name. */
async function readChecksums(dir: string): Promise<Map<string, string>> {
  const text = await fs.readFile(path.join(dir, CHECKSUMS), 'utf8').catch(() => {
    throw new ImportError(`${dir} has no ${CHECKSUMS}: is it the folder of a dump?`);
  });
  const sums = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^([0-9a-f]{64}) {2}(\S+)$/.exec(line);
    if (match) sums.set(match[2], match[1]);
  }
  return sums;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Reads and checks the dump's manifest and every file's checksum before anything is written. */
async function checkedManifest(dir: string): Promise<DumpManifest> {
  const sums = await readChecksums(dir);
  const manifestFile = path.join(dir, MANIFEST);
  if (sums.get(MANIFEST) !== (await sha256Of(manifestFile).catch(() => undefined)))
    throw new ImportError(`${MANIFEST} does not match its checksum in ${CHECKSUMS}.`);
  const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as DumpManifest;
  if (manifest.Version !== MANIFEST_VERSION)
    throw new ImportError(
      `This importer reads dumps of version ${MANIFEST_VERSION}, not ${manifest.Version}.`,
    );
  for (const file of manifest.Files) {
    if (!isDumpFileName(file.Name))
      throw new ImportError(`The manifest names a file "${file.Name}" that no dump has.`);
    const actual = await sha256Of(path.join(dir, file.Name)).catch(() => undefined);
    if (!actual) throw new ImportError(`${file.Name} is missing from ${dir}.`);
    if (actual !== file.SHA256 || sums.get(file.Name) !== actual)
      throw new ImportError(`${file.Name} does not match its checksum: the download is damaged.`);
  }
  return manifest;
}

async function* ndjsonRecords(file: string): AsyncGenerator<Row> {
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  for await (const line of lines) if (line !== '') yield JSON.parse(line) as Row;
}

async function* csvRecords(file: string): AsyncGenerator<Row> {
  // The aggregates are small (a few rows per question and argument); read whole.
  const [header, ...rows] = parseCsv(await fs.readFile(file, 'utf8'));
  for (const row of rows) yield Object.fromEntries(header.map((column, i) => [column, row[i]]));
}

async function* batches<T>(items: AsyncIterable<T>): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const item of items) {
    batch.push(item);
    if (batch.length >= BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Loads a dump (npm run dump) into an empty database of the application, after its migrations,
 * so that it shows the same public pages: checks every checksum first, then writes everything in
 * one transaction (all or nothing). Contributors become accounts with their usernames and no
 * e-mail address or password (they cannot log in until an admin gives them a way); a contributor
 * whose username already has an account is that account.
 */
export async function importDump(
  dataSource: DataSource,
  kinds: ContentKindRegistry,
  dir: string,
  log: (line: string) => void = () => undefined,
): Promise<ImportSummary> {
  const manifest = await checkedManifest(dir);
  const plan = planDump(dataSource, kinds, NO_CROSS_TABS);
  await assertEmpty(dataSource, kinds);
  const summary: ImportSummary = { records: {}, accountsCreated: 0 };
  await dataSource.transaction(async (manager) => {
    const accounts = new Map<string, string>();
    for (const file of plan) {
      if (!file.restores) continue;
      if (!manifest.Files.some((f) => f.Name === file.name)) continue;
      const records =
        file.format === 'ndjson'
          ? ndjsonRecords(path.join(dir, file.name))
          : csvRecords(path.join(dir, file.name));
      let count = 0;
      for await (const batch of batches(records)) {
        await restoreBatch(manager, kinds, file, file.restores, batch, accounts, summary);
        count += batch.length;
      }
      summary.records[file.name] = count;
      log(`${file.name}: ${count} records`);
    }
  });
  return summary;
}

/** Refuses a database that holds content already: an import would mix two sites. */
async function assertEmpty(dataSource: DataSource, kinds: ContentKindRegistry): Promise<void> {
  const pub = new PublicSql(dataSource, kinds);
  const tables = [
    ...pub.dumpedKinds().map((d) => pub.tableOf(d.type)),
    'revisions',
    'arg_links',
    'artifact_slugs',
    'vote_counts',
  ];
  for (const table of tables) {
    const [row] = (await dataSource.query(`SELECT EXISTS (SELECT 1 FROM ${table}) AS taken`)) as {
      taken: boolean;
    }[];
    if (row.taken)
      throw new ImportError(
        `The database is not empty (${table} has rows): import a dump into a new database, after its migrations.`,
      );
  }
}

async function restoreBatch(
  manager: EntityManager,
  kinds: ContentKindRegistry,
  file: DumpFilePlan,
  restore: Restore,
  batch: Row[],
  accounts: Map<string, string>,
  summary: ImportSummary,
): Promise<void> {
  const accountOf = (username: unknown) => accounts.get(String(username ?? '').toLowerCase()) ?? '';
  switch (restore.into) {
    case 'contributors':
      for (const record of batch) {
        const cased = String(record.Username);
        const username = cased.toLowerCase();
        const existing = await manager.findOne(UserEntity, {
          where: { username },
          select: { id: true },
        });
        if (existing) {
          accounts.set(username, existing.id);
          continue;
        }
        const id = newId();
        await manager.insert(UserEntity, {
          id,
          username,
          usernameCased: cased,
          email: importedEmail(username),
          // No password: verifying any password against an empty hash fails.
          passwordHash: '',
          role: 'user',
        });
        accounts.set(username, id);
        summary.accountsCreated += 1;
      }
      return;
    case 'kind': {
      const kind = kinds.get(restore.type);
      const rows = batch.map((record) => entityOf(restore.fields, record, accountOf));
      await manager.createQueryBuilder().insert().into(kind.entity).values(rows).execute();
      const tags = batch.flatMap((record) =>
        ((record.TagIDs as string[] | undefined) ?? []).map((tagId) => ({
          tagId,
          artifactType: restore.type as 'convo' | 'arg',
          artifactId: String(record.ID),
        })),
      );
      if (tags.length > 0)
        await manager.createQueryBuilder().insert().into(ArtifactTagEntity).values(tags).execute();
      const categories = batch.flatMap((record) =>
        ((record.CategoryIDs as string[] | undefined) ?? []).map((categoryId) => ({
          convoId: String(record.ID),
          categoryId,
        })),
      );
      if (categories.length > 0)
        await manager
          .createQueryBuilder()
          .insert()
          .into(ConvoCategoryEntity)
          .values(categories)
          .execute();
      if (kind.search) {
        for (const row of rows) {
          await indexForSearch(manager, {
            artifactType: kind.type,
            artifactId: String(row.id),
            ...kind.search(row as never),
          });
        }
      }
      return;
    }
    case 'links':
      await manager
        .createQueryBuilder()
        .insert()
        .into(ArgLinkEntity)
        .values(batch.map((record) => entityOf(restore.fields, record, accountOf)))
        .execute();
      return;
    case 'slugs':
      await manager
        .createQueryBuilder()
        .insert()
        .into(ArtifactSlugEntity)
        .values(
          batch.map((r) => ({
            id: String(r.ArtifactID),
            artifactType: String(r.ArtifactType),
            slug: String(r.Slug),
            createdAt: new Date(String(r.CreatedAt)),
            updatedAt: new Date(String(r.UpdatedAt)),
          })),
        )
        .execute();
      await manager
        .createQueryBuilder()
        .insert()
        .into(SlugPathEntity)
        .values(
          batch.flatMap((r) =>
            [String(r.Slug), ...((r.OldSlugs as string[]) ?? [])].map((slug) => ({
              slug,
              artifactType: String(r.ArtifactType),
              artifactId: String(r.ArtifactID),
            })),
          ),
        )
        .execute();
      return;
    case 'revisions':
      await manager
        .createQueryBuilder()
        .insert()
        .into(RevisionEntity)
        .values(
          batch.map((r) => ({
            id: String(r.ID),
            artifactType: String(r.ArtifactType),
            artifactId: String(r.ArtifactID),
            artifactName: String(r.ArtifactName),
            artifactLink: String(r.ArtifactLink),
            userId: accountOf(r.Username),
            usernameCased: String(r.Username),
            actionName: String(r.ActionName),
            argsJson: String(r.ArgsJSON),
            userDescription: String(r.Description),
            substantive: r.Substantive === true,
            diff: r.Diff as never,
            snapshot: r.Snapshot as never,
            createdAt: new Date(String(r.CreatedAt)),
          })),
        )
        .execute();
      return;
    case 'voteCounts':
      await manager.query(
        `INSERT INTO vote_counts (target_type, target_id, version, choice, count, signed_in)
         SELECT $1, v.target_id, v.version, v.choice, v.count, v.signed_in
           FROM unnest($2::text[], $3::text[], $4::int[], $5::int[], $6::text[])
             AS v(target_id, choice, count, signed_in, version)`,
        [
          restore.targetType,
          batch.map((r) => String(restore.targetType === 'arg' ? r.ArgumentID : r.QuestionID)),
          batch.map((r) => String(restore.targetType === 'arg' ? r.Answer : r.PositionID)),
          batch.map((r) => Number(r.Votes)),
          batch.map((r) => Number(r.SignedInVotes)),
          batch.map((r) => (restore.targetType === 'arg' ? String(r.Version) : '')),
        ],
      );
      return;
  }
}

/** A record's entity columns, by the fields the dump read them from; the creator by username. */
function entityOf(
  fields: readonly RecordField[],
  record: Row,
  accountOf: (username: unknown) => string,
): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const field of fields) if (field.property) row[field.property] = record[field.field];
  if ('CreatedBy' in record) row.createdBy = accountOf(record.CreatedBy);
  for (const key of ['createdAt', 'updatedAt'])
    if (typeof row[key] === 'string') row[key] = new Date(row[key] as string);
  return row;
}
