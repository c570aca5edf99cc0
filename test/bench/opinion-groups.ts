/**
 * npm run bench:opinion-groups: the opinion groups of one question with 10,000 voters (two
 * planted camps, 41 arguments, about 300,000 ratings), computed as the job computes them
 * (OpinionGroupsService.computeFor: one cursor-read query, PCA, k-means for k = 2..5 with 8 seeded
 * starts each, silhouettes, consensus, repness, the store) in the built app, on a throwaway
 * embedded database. Prints each run's seconds and the process's memory: resident set and heap
 * before, the peak resident set (the kernel's maxRSS) and the heap after.
 * BENCH_VOTERS changes the number of voters.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

type EmbeddedModule = typeof import('../../backend/src/database/embedded-postgres.js');
type DataSourceModule = typeof import('../../backend/src/database/data-source.js');
type CreateAppModule = typeof import('../../backend/src/create-app.js');
type ConfigModule = typeof import('../../backend/src/config/config.js');
type ServiceModule = typeof import('../../backend/src/opinion-groups/opinion-groups.service.js');
type PlantedModule = typeof import('../../backend/src/opinion-groups/planted-camps.js');
type QueryModule = typeof import('../../backend/src/opinion-groups/opinion-votes.query.js');
type AnalysisModule = typeof import('../../backend/src/opinion-groups/opinion-analysis.js');

const ROOT = process.cwd();
const VOTERS = Number(process.env.BENCH_VOTERS ?? 10_000);
const ARGS_PER_SIDE = 20;
const RUNS = 3;
const backend = <T>(file: string) =>
  import(pathToFileURL(path.join(ROOT, 'backend/dist', file)).href) as Promise<T>;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function seed(url: string) {
  const { plantedCamps } = await backend<PlantedModule>('opinion-groups/planted-camps.js');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`INSERT INTO users (id, username, username_cased, email, password_hash, role)
                        VALUES ('benchuser000', 'benchwriter', 'BenchWriter', 'bench@localhost', 'x', 'user')`);
    const convoId = 'cgroups00000';
    const positions: [string, string] = ['pgroups00000', 'pgroups00001'];
    const sides: [string[], string[]] = [[], []];
    const args: [string, string][] = [];
    for (const side of [0, 1])
      for (let n = 0; n < ARGS_PER_SIDE; n += 1) {
        const id = `agroups${side}${String(n).padStart(4, '0')}`;
        sides[side].push(id);
        args.push([id, positions[side]]);
      }
    const bridging = 'agroupsbridg';
    args.push([bridging, positions[0]]);
    await client.query(
      `INSERT INTO convos (id, title, description, tags, pos_order, created_by)
       VALUES ($1, 'Should the groups be found fast?', rpad('About speed. ', 200, 'More words. '), '', $2, 'benchuser000')`,
      [convoId, JSON.stringify(positions)],
    );
    for (const [index, posId] of positions.entries())
      await client.query(
        `INSERT INTO positions (id, convo_id, title, description, arg_order, created_by)
         VALUES ($1, $2, $3, 'A side.', $4, 'benchuser000')`,
        [
          posId,
          convoId,
          `Side ${index}`,
          JSON.stringify(args.filter(([, p]) => p === posId).map(([id]) => id)),
        ],
      );
    for (const [id, posId] of args)
      await client.query(
        `INSERT INTO args (id, pos_id, convo_id, title, description, created_by)
         VALUES ($1, $2, $3, $1, rpad('Because. ', 200, 'Reasons. '), 'benchuser000')`,
        [id, posId, convoId],
      );
    const { answers } = plantedCamps({
      convoId,
      positions,
      sides,
      bridging,
      voters: VOTERS,
      seed: 2025,
      prefix: 'a:bench',
    });
    let batch: ReturnType<typeof answers> extends Generator<infer A> ? A[] : never = [];
    let rows = 0;
    const flush = async () => {
      rows += batch.length;
      await client.query(
        `INSERT INTO vote_latest (target_type, target_id, voter_key, question, value, modified)
         SELECT tt, ti, vk, q, v, now()
           FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[]) AS x(tt, ti, vk, q, v)`,
        [
          batch.map((a) => a.targetType),
          batch.map((a) => a.targetId),
          batch.map((a) => a.voterKey),
          batch.map((a) => a.question),
          batch.map((a) => a.value),
        ],
      );
      batch = [];
    };
    for (const answer of answers()) {
      batch.push(answer);
      if (batch.length === 10_000) await flush();
    }
    await flush();
    await client.query('ANALYZE vote_latest');
    return { convoId, bridging, rows };
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const { startEmbeddedPostgres } = await backend<EmbeddedModule>('database/embedded-postgres.js');
  const { createDataSource, runMigrations } =
    await backend<DataSourceModule>('database/data-source.js');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'opinions-bench-groups-'));
  const db = await startEmbeddedPostgres({ dataDir });
  try {
    const schema = createDataSource(db.url, []);
    await schema.initialize();
    await runMigrations(schema);
    await schema.destroy();
    const { convoId, bridging, rows } = await seed(db.url);
    console.log(`dataset: 1 question, ${VOTERS} voters, 41 arguments, ${rows} latest votes`);

    const { loadConfig } = await backend<ConfigModule>('config/config.js');
    const { createApp } = await backend<CreateAppModule>('create-app.js');
    const { OpinionGroupsService } = await backend<ServiceModule>(
      'opinion-groups/opinion-groups.service.js',
    );
    const config = {
      ...loadConfig({ ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'false' }),
      jobQueue: false,
      pageCache: false,
      logLevel: 'silent',
    };
    const app = await createApp({ config, databaseUrl: db.url, web: false, logger: false });
    try {
      const service = app.get(OpinionGroupsService);
      for (let run = 1; run <= RUNS; run += 1) {
        (globalThis as { gc?: () => void }).gc?.();
        const before = process.memoryUsage();
        const started = process.hrtime.bigint();
        const analysis = await service.analyseFor(convoId);
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const after = process.memoryUsage();
        const peakRss = process.resourceUsage().maxRSS * 1024;
        const first =
          analysis?.consensus[0]?.argId === bridging ? 'bridging first' : 'BRIDGING NOT FIRST';
        console.log(
          `opinion groups, ${VOTERS} voters, run ${run}: ${seconds.toFixed(2)} s; ` +
            `rss ${mb(before.rss)} before, peak ${mb(peakRss)}; heap ${mb(before.heapUsed)} before, ${mb(after.heapUsed)} after; ` +
            `${analysis?.voters} voters in groups of ${analysis?.groups.map((g) => g.size).join(' + ')} (k=${analysis?.k}), ${first}`,
        );
      }
      // The two halves apart: the read (one query through a cursor) and the analysis.
      const { readOpinionMatrix } = await backend<QueryModule>(
        'opinion-groups/opinion-votes.query.js',
      );
      const { analyse, MIN_RATINGS } = await backend<AnalysisModule>(
        'opinion-groups/opinion-analysis.js',
      );
      const { DataSource } = await import('typeorm');
      const runner = app.get(DataSource).createQueryRunner();
      await runner.connect();
      try {
        await runner.startTransaction();
        const args = await runner.query('SELECT id FROM args ORDER BY created_at, id');
        let started = process.hrtime.bigint();
        const matrix = await readOpinionMatrix(
          runner,
          convoId,
          ['pgroups00000', 'pgroups00001'],
          args.map((a: { id: string }) => a.id),
          MIN_RATINGS,
        );
        const read = Number(process.hrtime.bigint() - started) / 1e9;
        await runner.commitTransaction();
        started = process.hrtime.bigint();
        analyse(matrix);
        const analysed = Number(process.hrtime.bigint() - started) / 1e9;
        console.log(
          `  of which: read ${read.toFixed(2)} s (matrix ${mb(matrix.values.byteLength)}), analysis ${analysed.toFixed(2)} s`,
        );
      } finally {
        await runner.release();
      }
    } finally {
      await app.close();
    }
  } finally {
    await db.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
