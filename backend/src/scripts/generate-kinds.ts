/**
 * Part of npm run build: writes backend/openapi/kinds.ts, the front ends' module of the content
 * kinds, from the kinds the app's modules register. No database: the modules' metadata is read,
 * nothing is started.
 */
import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { registeredKinds } from './kinds-of-app.js';
import { KINDS_MODULE, renderKindsModule } from './kinds-file.js';

await writeFile(KINDS_MODULE, renderKindsModule(await registeredKinds()));
console.log(`Wrote ${KINDS_MODULE}.`);
