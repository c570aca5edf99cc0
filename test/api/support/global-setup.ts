import 'reflect-metadata';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

type DataSourceModule = typeof import('../../../backend/src/database/data-source.js');
type EmbeddedModule = typeof import('../../../backend/src/database/embedded-postgres.js');

// Jest loads global setup through CommonJS, outside the ESM module mapping the test files use, so
// this file takes the built backend (`npm test` builds it first); the tests run the TypeScript sources.
const BACKEND_DIST = '../../../backend/dist/';

export const TEMPLATE_DB = 'opinions_template';

export default async function globalSetup(): Promise<void> {
  const { createDataSource, runMigrations } = (await import(
    BACKEND_DIST + 'database/data-source.js'
  )) as DataSourceModule;
  const { startEmbeddedPostgres } = (await import(
    BACKEND_DIST + 'database/embedded-postgres.js'
  )) as EmbeddedModule;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'opinions-test-'));
  const db = await startEmbeddedPostgres({ dataDir: dir });
  // Creating the template and migrating it map no entity.
  const admin = createDataSource(db.url, []);
  await admin.initialize();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.destroy();
  const templateUrl = new URL(db.url);
  templateUrl.pathname = `/${TEMPLATE_DB}`;
  const template = createDataSource(templateUrl.toString(), []);
  await template.initialize();
  await runMigrations(template);
  await template.destroy();
  process.env.TEST_DATABASE_URL = db.url;
  process.env.TEST_TEMPLATE_DB = TEMPLATE_DB;
  (globalThis as { __testDb?: unknown }).__testDb = { stop: db.stop, dir };
}
