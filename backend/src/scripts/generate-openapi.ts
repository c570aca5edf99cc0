/**
 * npm run openapi: writes backend/openapi/openapi.json from the controllers and
 * backend/openapi/schema.d.ts (the front ends' API types) from it.
 */
import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { loadConfig } from '../config/config.js';
import { createApp } from '../create-app.js';
import { withThrowawayDatabase } from '../database/throwaway-database.js';
import { buildOpenApiDocument } from '../openapi.js';
import { OPENAPI_JSON, OPENAPI_TYPES, renderOpenApiFiles } from './openapi-files.js';

await withThrowawayDatabase(async (databaseUrl) => {
  const config = { ...loadConfig({}), dataDir: '/tmp/opinions-openapi' };
  const app = await createApp({ config, databaseUrl, web: false, logger: false });
  try {
    const files = await renderOpenApiFiles(buildOpenApiDocument(app));
    await writeFile(OPENAPI_JSON, files.json);
    await writeFile(OPENAPI_TYPES, files.types);
    console.log(`Wrote ${OPENAPI_JSON} and ${OPENAPI_TYPES}.`);
  } finally {
    await app.close();
  }
});
