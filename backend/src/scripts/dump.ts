/**
 * npm run dump: writes an open data dump of the site to DATA_DIR/dumps/<time>/ and points
 * DATA_DIR/dumps/latest at it (the nightly job does the same). A progress bar on a terminal,
 * one line per file otherwise. Uses DATABASE_URL, or the embedded database under DATA_DIR (stop
 * the app first).
 */
import 'reflect-metadata';
import { DumpService } from '../open-data/dump.service.js';
import { barProgress, lineProgress } from '../open-data/dump-progress.js';
import { withAppContext } from '../open-data/script-context.js';

try {
  await withAppContext(async (app) => {
    const tty = process.stderr.isTTY === true;
    const { folder, manifest } = await app.get(DumpService).dump({
      progress: tty ? barProgress(process.stderr) : lineProgress((line) => console.log(line)),
      countRows: tty,
    });
    const bytes = manifest.Files.reduce((sum, f) => sum + f.Bytes, 0);
    console.log(`Wrote ${manifest.Files.length} files (${bytes} bytes) to ${folder}.`);
  });
  process.exit(0);
} catch (error) {
  console.error(`The dump failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
