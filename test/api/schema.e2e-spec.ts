import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { pendingSchemaChanges } from '../../backend/src/database/schema-drift.js';
import { buildOpenApiDocument } from '../../backend/src/openapi.js';
import { actionLabel } from '../../backend/openapi/kinds.js';
import { labelOf } from '../../backend/src/revision/action-labels.js';
import { ContentKindRegistry } from '../../backend/src/revision/content-kind.registry.js';
import { renderKindsFiles } from '../../backend/src/scripts/kinds-file.js';
import { registeredKinds } from '../../backend/src/scripts/kinds-of-app.js';
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

  it("has a committed front ends' kinds module that matches the kinds' registrations", async () => {
    // Collected from the app's modules, as the build does (no database).
    for (const { path, text } of renderKindsFiles(await registeredKinds()))
      if ((await readFile(path, 'utf8')) !== text)
        throw new Error(`${path} is stale: run npm run build (or npm run kinds).`);
  });

  it('collects from the modules exactly the kinds the running app registers', async () => {
    const collected = (await registeredKinds()).map((kind) => kind.type);
    expect(new Set(collected)).toEqual(new Set(t.app.get(ContentKindRegistry).types()));
    expect(collected).toEqual(t.app.get(ContentKindRegistry).types());
  });

  it("labels every action as the server does (the generated module's actionLabel and labelOf)", () => {
    const argsWith = (path: string, value: unknown) =>
      path
        .split('.')
        .reverse()
        .reduce<unknown>((inner, key) => ({ [key]: inner }), value);
    const differ: string[] = [];
    for (const kind of t.app.get(ContentKindRegistry).describeAll())
      for (const [name, action] of Object.entries(kind.actions)) {
        const cases: unknown[] = [
          {},
          ...action.when.flatMap((v) => [
            argsWith(v.at, v.equals ?? 'something'),
            argsWith(v.at, v.equals === undefined ? '' : `not ${String(v.equals)}`),
          ]),
        ];
        for (const args of cases)
          if (labelOf(action, args) !== actionLabel(name, JSON.stringify(args)))
            differ.push(`${name} ${JSON.stringify(args)}`);
      }
    expect(differ).toEqual([]);
  });
});
