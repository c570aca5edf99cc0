import { describe, expect, it } from '@jest/globals';
import { checkSourceUrl, MAX_SOURCE_URL } from './source-url.js';

describe('quote source addresses', () => {
  it('are trimmed http or https addresses, or empty', () => {
    expect(checkSourceUrl('sourceURL', '  https://example.org/a?b=c#d  ')).toBe(
      'https://example.org/a?b=c#d',
    );
    expect(checkSourceUrl('sourceURL', 'HTTP://Example.org')).toBe('HTTP://Example.org');
    expect(checkSourceUrl('sourceURL', '   ')).toBe('');
  });

  it('refuse other schemes, relative addresses, spaces, control characters and credentials', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'ftp://example.org',
      'mailto:a@example.org',
      '//example.org',
      'example.org',
      'https://',
      'https://exa mple.org',
      'https://example.org/\u0000',
      'https://user:pw@example.org',
    ]) {
      expect(() => checkSourceUrl('sourceURL', bad)).toThrow(/sourceURL must/);
    }
  });

  it('are bounded', () => {
    const long = `https://example.org/${'a'.repeat(MAX_SOURCE_URL)}`;
    expect(() => checkSourceUrl('sourceURL', long)).toThrow('at most 2048 characters');
  });
});
