/**
 * npm run import-dump -- <folder of a dump>: loads an open data dump (npm run dump) into an empty
 * database of the application, after running its migrations, so that it shows the same public
 * pages. Uses DATABASE_URL, or the embedded database under DATA_DIR (stop the app first).
 */
import 'reflect-metadata';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { ImportError, importDump } from '../open-data/dump-import.js';
import { withAppContext } from '../open-data/script-context.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';

const [dir] = process.argv.slice(2);
if (!dir) {
  console.error('Usage: npm run import-dump -- <folder of a dump, e.g. data/dumps/latest>');
  process.exit(2);
}
try {
  await withAppContext(async (app) => {
    const summary = await importDump(
      app.get(DataSource),
      app.get(ContentKindRegistry),
      path.resolve(dir),
      (line) => console.log(line),
    );
    console.log(`Imported ${dir}; ${summary.accountsCreated} contributor accounts made.`);
  });
  process.exit(0);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof ImportError ? message : `The import failed: ${message}`);
  process.exit(1);
}
