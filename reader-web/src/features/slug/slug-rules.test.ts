import { describe, expect, it } from '@jest/globals';
import { normaliseSlug, SLUG_MAX_LENGTH } from './slug-rules';

describe('slug normalisation (spec section 5)', () => {
  it('is 75 minus the short-link prefix long at most: 66', () => {
    expect(SLUG_MAX_LENGTH).toBe(66);
    expect(normaliseSlug('a'.repeat(80))).toBe('a'.repeat(66));
  });

  it('lowercases, turns the first space into a hyphen and drops anything but a-z, 0-9 and -', () => {
    // The same examples as the server's rules (backend/src/slug/slug.rules.spec.ts).
    expect(normaliseSlug('Should Voting Be Compulsory?')).toBe('should-votingbecompulsory');
    expect(normaliseSlug('a b c')).toBe('a-bc');
    expect(normaliseSlug('Is_it fair? (2024) yes!')).toBe('isit-fair2024yes');
    expect(normaliseSlug('café crème')).toBe('caf-crme');
    expect(normaliseSlug('a/b.c%2e..')).toBe('abc2e');
    expect(normaliseSlug('')).toBe('');
  });

  it('typed one key at a time, every space becomes a hyphen', () => {
    let value = '';
    for (const key of 'Free Public Transport') value = normaliseSlug(value + key);
    expect(value).toBe('free-public-transport');
  });
});
