import 'reflect-metadata';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// Jest loads global setup through CommonJS, outside its ESM module mapping: use the built backend
// (`npm test` builds it first). The test files themselves run the TypeScript sources.
import { createDataSource, runMigrations } from '../../../backend/dist/database/data-source.js';
import { startEmbeddedPostgres } from '../../../backend/dist/database/embedded-postgres.js';
import { TEMPLATE_DB, withDatabase } from './database-url';

export default async function globalSetup(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'opinions-test-'));
  const db = await startEmbeddedPostgres({ dataDir: dir });
  const admin = createDataSource(db.url);
  await admin.initialize();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.destroy();
  const template = createDataSource(withDatabase(db.url, TEMPLATE_DB));
  await template.initialize();
  await runMigrations(template);
  await template.destroy();
  process.env.TEST_DATABASE_URL = db.url;
  (globalThis as { __testDb?: unknown }).__testDb = { stop: db.stop, dir };
}
