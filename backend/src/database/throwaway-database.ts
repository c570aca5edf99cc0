import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres.js';

/** A short-lived embedded cluster in a temporary directory (scripts and benchmarks). */
export async function withThrowawayDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'opinions-db-'));
  const db = await startEmbeddedPostgres({ dataDir: dir });
  try {
    return await work(db.url);
  } finally {
    await db.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
