const UNITS = ['bytes', 'kB', 'MB', 'GB', 'TB'];

/** A size as people read it: '812 bytes', '14.2 kB', '3.1 MB' (powers of 1000, as file managers show). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${UNITS[unit]}`;
}
