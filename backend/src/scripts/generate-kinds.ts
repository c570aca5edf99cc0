/**
 * Part of npm run build: writes backend/openapi/kinds.ts (with kind-fields.ts and kind-actions.ts),
 * the front ends' module of the content kinds, from the kinds the app's modules register. No database: the modules' metadata is read,
 * nothing is started.
 */
import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { registeredKinds } from './kinds-of-app.js';
import { renderKindsFiles } from './kinds-file.js';

for (const { path, text } of renderKindsFiles(await registeredKinds())) {
  await writeFile(path, text);
  console.log(`Wrote ${path}.`);
}
