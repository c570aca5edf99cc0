import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const db = (globalThis as { __testDb?: { stop(): Promise<void>; dir: string } }).__testDb;
  if (!db) return;
  await db.stop();
  await rm(db.dir, { recursive: true, force: true });
}
