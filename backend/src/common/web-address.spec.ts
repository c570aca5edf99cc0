import { describe, expect, it } from '@jest/globals';
import { checkWebAddress, httpAddressOrNone } from './web-address.js';

const rule = { maxChars: 2048 };

describe('checkWebAddress', () => {
  it('answers a trimmed http or https address as typed, or normalized when asked', () => {
    expect(checkWebAddress('url', '  https://example.org/a?b=c#d  ', rule)).toBe(
      'https://example.org/a?b=c#d',
    );
    expect(checkWebAddress('url', 'HTTP://Example.org', rule)).toBe('HTTP://Example.org');
    expect(checkWebAddress('url', 'HTTP://Example.org', { ...rule, normalize: true })).toBe(
      'http://example.org/',
    );
  });

  it('allows empty text only when optional', () => {
    expect(checkWebAddress('url', '   ', { ...rule, optional: true })).toBe('');
    expect(() => checkWebAddress('url', '   ', rule)).toThrow(
      'url must be a web address starting with http:// or https://.',
    );
  });

  it.each([
    ['javascript:alert(1)', /url must be a web address/],
    ['JAVASCRIPT:alert(1)', /url must be a web address/],
    ['java\tscript:alert(1)', /spaces or control characters/],
    ['data:text/html,x', /url must be a web address/],
    ['ftp://example.org', /url must be a web address/],
    ['mailto:a@example.org', /url must be a web address/],
    ['//example.org', /full web address/],
    ['example.org', /full web address/],
    ['https://', /full web address/],
    ['https://exa mple.org', /spaces or control characters/],
    ['https://example.org/\u0000', /url /],
    ['https://example.org/\uD800', /url /],
    ['https://user:pw@example.org', /user name or password/],
  ])('refuses %j', (bad, message) => {
    expect(() => checkWebAddress('url', bad, rule)).toThrow(message);
  });

  it('is bounded, also once normalized', () => {
    const long = `https://example.org/${'a'.repeat(2048)}`;
    expect(() => checkWebAddress('url', long, rule)).toThrow('at most 2048 characters');
    // 19 characters as typed, 20 as the URL standard writes it.
    expect(() =>
      checkWebAddress('url', 'https://example.org', { maxChars: 19, normalize: true }),
    ).toThrow('at most 19 characters');
    expect(() => checkWebAddress('url', 'https://example.org', { maxChars: 19 })).not.toThrow();
  });
});

describe('httpAddressOrNone', () => {
  it('answers an absolute http(s) address as the URL standard writes it, resolved against a base', () => {
    expect(httpAddressOrNone('HTTPS://Example.org', 100)).toBe('https://example.org/');
    expect(httpAddressOrNone('/a.png', 100, new URL('https://example.org/p/q'))).toBe(
      'https://example.org/a.png',
    );
  });

  it('skips anything else, never throwing', () => {
    for (const raw of [
      '',
      'not a url',
      'javascript:alert(1)',
      'ftp://example.org/',
      'https://u:p@example.org/',
    ])
      expect(httpAddressOrNone(raw, 100)).toBeUndefined();
    expect(httpAddressOrNone('https://example.org/', 19)).toBeUndefined();
    expect(httpAddressOrNone('https://example.org/', 20)).toBe('https://example.org/');
  });
});
