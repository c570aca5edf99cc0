import { describe, expect, it } from '@jest/globals';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [999, '999 bytes'],
    [1000, '1.0 kB'],
    [14_230, '14 kB'],
    [3_100_000, '3.1 MB'],
    [2.5e12, '2.5 TB'],
    [9e15, '9000 TB'],
  ])('%d bytes read as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
