import cliProgress from 'cli-progress';
import type { DumpProgress, ManifestFile } from './dump-writer.js';

const size = (bytes: number) =>
  bytes < 1000 ? `${bytes} bytes` : `${(bytes / 1000).toFixed(1)} kB`;

/** One line per file written: for logs and pipes. */
export function lineProgress(write: (line: string) => void): DumpProgress {
  return {
    start: () => undefined,
    advance: () => undefined,
    finish: (f: ManifestFile) => write(`${f.Name}: ${f.Records ?? 0} records, ${size(f.Bytes)}`),
  };
}

/** A bar per file on a terminal (rows read of the rows counted), then its line. */
export function barProgress(stream: NodeJS.WriteStream): DumpProgress {
  const bar = new cliProgress.SingleBar(
    {
      format: '{file} [{bar}] {value}/{total} rows',
      stream,
      hideCursor: true,
      clearOnComplete: true,
    },
    cliProgress.Presets.shades_classic,
  );
  return {
    start(name, total) {
      bar.start(total ?? 0, 0, { file: name.padEnd(28) });
    },
    advance(rows) {
      bar.increment(rows);
    },
    finish(f) {
      bar.stop();
      stream.write(`${f.Name}: ${f.Records ?? 0} records, ${size(f.Bytes)}\n`);
    },
  };
}
