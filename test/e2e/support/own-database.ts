import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { startEmbeddedPostgres } from '../../../backend/src/database/embedded-postgres.js';
import { type AppOptions, type E2eApp, startAppProcess } from './app-process.js';

/** An app started as `npm start` starts it, on an embedded database the test reaches too. */
export interface AppOnOwnDatabase {
  app: E2eApp;
  /** The app's database, for what a test arranges or checks behind the app's back. */
  sql: pg.Pool;
  /** Sends a job as a schedule would (`options` as pg-boss takes them); answers its id. */
  sendJob(name: string, data?: object, options?: PgBoss.SendOptions): Promise<string>;
  /** A POST to the app's API for what a test arranges (throws on a refusal), with the cookie it set. */
  post<T>(route: string, body: object, cookie?: string): Promise<{ json: T; cookie?: string }>;
  stop(): Promise<void>;
}

export async function startAppOnOwnDatabase(
  options: Omit<AppOptions, 'seedDemo'>,
): Promise<AppOnOwnDatabase> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `${options.name}-db-`));
  const db = await startEmbeddedPostgres({ dataDir: dir });
  const app = await startAppProcess({
    ...options,
    seedDemo: false,
    env: { ...options.env, DATABASE_URL: db.url },
  });
  const sql = new pg.Pool({ connectionString: db.url, max: 2 });
  return {
    app,
    sql,
    async sendJob(name, data = {}, sendOptions = {}) {
      const boss = new PgBoss({
        connectionString: db.url,
        schema: 'pgboss',
        supervise: false,
        schedule: false,
        migrate: false,
      });
      await boss.start();
      try {
        return (await boss.send(name, data, sendOptions))!;
      } finally {
        await boss.stop({ graceful: false });
      }
    },
    async post<T>(route: string, body: object, cookie?: string) {
      const res = await fetch(`${app.url}${route}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
        body: JSON.stringify({ body }),
      });
      const json = (await res.json()) as T & { error?: string };
      if (res.status >= 300) throw new Error(`${route} answered ${res.status}: ${json.error}`);
      return { json, cookie: res.headers.get('set-cookie')?.split(';')[0] ?? cookie };
    },
    async stop() {
      await sql.end();
      await app.stop();
      await db.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
