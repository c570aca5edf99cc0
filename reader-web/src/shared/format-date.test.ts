import { describe, expect, it } from '@jest/globals';
import { formatUtcDate } from './format-date';

describe('formatUtcDate', () => {
  it('formats dates the same everywhere (UTC)', () => {
    expect(formatUtcDate('2026-01-05T03:07:00.000Z')).toBe('5 Jan 2026, 03:07 UTC');
    expect(formatUtcDate('garbage')).toBe('garbage');
  });
});
