import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import request from 'supertest';
// .ts: the browser suite's global setup loads this module as CommonJS (see ROOT below).
import { freePort } from './free-port.ts';

/** Real app processes (`node backend/dist/main.js`) for the multi-process tests. */

// The repository root, where npm scripts run. Not import.meta: the browser suite's global setup
// loads this module as CommonJS.
const ROOT = process.cwd();
const MAIN = path.join(ROOT, 'backend/dist/main.js');
const APP_ROLE_SQL = path.join(ROOT, 'deploy/initdb/app-role.psql');
const LOG_TAIL = 20_000;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls up to `tries` times, 50 ms apart; the answer is whether `check` ever held (no timing is asserted). */
export async function eventually(check: () => Promise<boolean>, tries = 200): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return true;
    await sleep(50);
  }
  return false;
}

export { freePort };

export function withCredentials(url: string, user: string, password: string, db: string): string {
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(user);
  parsed.password = encodeURIComponent(password);
  parsed.pathname = `/${db}`;
  return parsed.toString();
}

/**
 * Runs deploy/initdb/app-role.psql as psql would (its :"name" and :'name' variables quoted as an
 * identifier and a literal), one statement at a time: CREATE DATABASE refuses a transaction block.
 */
export async function runAppRoleScript(
  superuserUrl: string,
  vars: { app_user: string; app_password: string; app_db: string },
): Promise<void> {
  const client = new pg.Client({ connectionString: superuserUrl });
  await client.connect();
  try {
    const script = (await readFile(APP_ROLE_SQL, 'utf8'))
      .split('\n')
      .filter((line) => !line.startsWith('--'))
      .join('\n');
    const value = (name: string) => {
      if (!(name in vars)) throw new Error(`app-role.psql uses an unknown variable ${name}`);
      return vars[name as keyof typeof vars];
    };
    const statements = script
      .split(/;\s*\n/)
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) =>
        s
          .replace(/:"(\w+)"/g, (_, name: string) => client.escapeIdentifier(value(name)))
          .replace(/:'(\w+)'/g, (_, name: string) => client.escapeLiteral(value(name))),
      );
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface AppProcess {
  name: string;
  url: string;
  logs(): string;
  stop(): Promise<void>;
}

/** Starts one app process and waits until its health check answers 200. */
export async function spawnApp(name: string, env: Record<string, string>): Promise<AppProcess> {
  if (!existsSync(MAIN))
    throw new Error(`No ${MAIN}: run the tests from the repository root, after npm run build.`);
  const port = await freePort();
  let logs = '';
  const keep = (chunk: Buffer) => {
    logs = (logs + chunk.toString('utf8')).slice(-LOG_TAIL);
  };
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  // APP_LOG_DIR keeps each process's whole output, for looking into a failure.
  if (process.env.APP_LOG_DIR) {
    const file = createWriteStream(path.join(process.env.APP_LOG_DIR, `app-${name}-${port}.log`));
    child.stdout!.pipe(file);
    child.stderr!.pipe(file);
  }
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const host = env.HOST ?? '127.0.0.1';
  const url = `http://${net.isIPv6(host) ? `[${host}]` : host}:${port}`;
  const app: AppProcess = {
    name,
    url,
    logs: () => logs,
    async stop() {
      if (!exited) child.kill('SIGTERM');
      await exit;
    },
  };
  // Start-up runs the migrations (under an advisory lock) first: allow it a generous number of tries.
  for (let attempt = 0; attempt < 600; attempt++) {
    if (exited) throw new Error(`app ${name} exited during start-up:\n${logs}`);
    const health = await request(url)
      .get('/api/health')
      .timeout(2000)
      .catch(() => undefined);
    if (health?.status === 200) return app;
    await sleep(100);
  }
  await app.stop();
  throw new Error(`app ${name} did not become healthy:\n${logs}`);
}

/** The session cookie (name=value) a response set, for use against any process. */
export function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  const session = cookies.find((c) => c.startsWith('opinions.sid='));
  if (!session) throw new Error('the response set no session cookie');
  return session.split(';', 1)[0];
}

/** A session cookie for `sid`, signed as express-session (cookie-signature) signs it. */
export function signedSessionCookie(sid: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return `opinions.sid=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}

/** The session id inside a signed session cookie. */
export function sessionIdOf(cookie: string): string {
  const value = decodeURIComponent(cookie.split('=', 2)[1]);
  return value.slice(2, value.lastIndexOf('.'));
}
