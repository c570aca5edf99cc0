import { describe, expect, it } from '@jest/globals';
import { isPageAddress, pageLink } from './slug-address.js';

describe('page addresses', () => {
  it('takes ids and slugs (as typed: the page redirects to the canonical spelling)', () => {
    for (const address of [
      'abc',
      'A_b-9',
      'x'.repeat(16),
      'free-transport',
      'Free-Transport',
      'x'.repeat(66),
    ]) {
      expect([address, isPageAddress(address)]).toEqual([address, true]);
    }
    for (const address of [
      '',
      'x'.repeat(67),
      'a b',
      'a/b',
      'a.b',
      '../etc',
      'caf\u00e9',
      'a%20b',
    ]) {
      expect([address, isPageAddress(address)]).toEqual([address, false]);
    }
  });

  it("gives a page's own link by its slug when it has one, else by its id", () => {
    expect(pageLink('convo', 'c1', 'free-transport')).toBe('/c/free-transport');
    expect(pageLink('convo', 'c1', null)).toBe('/c/c1');
    expect(pageLink('pos', 'p1', undefined)).toBe('/p/p1');
    expect(pageLink('arg', 'a1', '')).toBe('/a/a1');
    expect(pageLink('tag', 't1', 'transport')).toBe('/tags/transport');
    expect(pageLink('article', 'r1', 'glossary')).toBe('/article/glossary');
  });
});
