import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { pendingSchemaChanges } from '../../backend/src/database/schema-drift.js';
import { buildOpenApiDocument } from '../../backend/src/openapi.js';
import {
  OPENAPI_JSON,
  OPENAPI_TYPES,
  renderOpenApiFiles,
} from '../../backend/src/scripts/openapi-files.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('generated artefacts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('has migrations that produce exactly the schema the entities describe', async () => {
    const changes = await pendingSchemaChanges(t.app.get(DataSource));
    // If this fails: npm run migration:generate -- DescribeTheChange
    expect(changes.up).toEqual([]);
  });

  it('has committed OpenAPI document and front-end types that match the controllers', async () => {
    const files = await renderOpenApiFiles(buildOpenApiDocument(t.app));
    // If this fails: npm run openapi
    expect(await readFile(OPENAPI_JSON, 'utf8')).toBe(files.json);
    expect(await readFile(OPENAPI_TYPES, 'utf8')).toBe(files.types);
  });
});
