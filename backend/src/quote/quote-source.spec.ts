import { describe, expect, it } from '@jest/globals';
import { checkSourceUrl, MAX_SOURCE_URL } from './quote-source.js';

// The address rules themselves are common/web-address.spec.ts's.
describe("a quote's source address", () => {
  it('may be empty, and is kept as typed (trimmed)', () => {
    expect(checkSourceUrl('sourceURL', '   ')).toBe('');
    expect(checkSourceUrl('sourceURL', ' HTTP://Example.org ')).toBe('HTTP://Example.org');
    expect(() => checkSourceUrl('sourceURL', 'javascript:alert(1)')).toThrow(/sourceURL must/);
  });

  it('is bounded', () => {
    const long = `https://example.org/${'a'.repeat(MAX_SOURCE_URL)}`;
    expect(() => checkSourceUrl('sourceURL', long)).toThrow('at most 2048 characters');
  });
});
