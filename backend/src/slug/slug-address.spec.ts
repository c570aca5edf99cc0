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
    const question = { type: 'question', page: { level: 'c' } };
    expect(pageLink(question, 'c1', 'free-transport')).toBe('/c/free-transport');
    expect(pageLink(question, 'c1', null)).toBe('/c/c1');
    expect(pageLink(question, 'c1', undefined)).toBe('/c/c1');
    expect(pageLink(question, 'c1', '')).toBe('/c/c1');
    expect(pageLink({ type: 'tag', page: { level: 'tags' } }, 't1', 'solar')).toBe('/tags/solar');
    expect(() => pageLink({ type: 'quote' }, 'q1', null)).toThrow('has no page');
  });
});
