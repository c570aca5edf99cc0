import { describe, expect, it } from '@jest/globals';
import { SHORT_LINK_MAX_LENGTH, SHORT_LINK_PREFIX } from '../common/short-link.js';
import { normaliseSlug, SLUG_MAX_LENGTH, SLUG_MIN_LENGTH, slugProblem } from './slug.rules.js';

describe('normaliseSlug (spec section 5)', () => {
  it('lowercases', () => {
    expect(normaliseSlug('Should-Voting-Be-Compulsory')).toBe('should-voting-be-compulsory');
  });

  it('turns the first space into a hyphen and removes the others', () => {
    expect(normaliseSlug('gun control')).toBe('gun-control');
    expect(normaliseSlug('a b c')).toBe('a-bc');
    expect(normaliseSlug(' leading')).toBe('-leading');
  });

  it('removes everything but a-z, 0-9 and hyphen', () => {
    expect(normaliseSlug('Is_it fair? (2024) yes!')).toBe('isit-fair2024yes');
    expect(normaliseSlug('tab\there\nnewline')).toBe('tabherenewline');
    expect(normaliseSlug('café crème')).toBe('caf-crme');
    expect(normaliseSlug('日本語 😀')).toBe('-');
    expect(normaliseSlug('a\u0000b')).toBe('ab');
    expect(normaliseSlug('\ud800x')).toBe('x');
    expect(normaliseSlug('a/b.c%2e..')).toBe('abc2e');
  });

  it('maps letters whose lowercase is ASCII the way JavaScript lowercases them', () => {
    // U+212A KELVIN SIGN lowercases to "k"; U+0130 to "i" + a combining dot (removed).
    expect(normaliseSlug('\u212Aelvin \u0130stanbul')).toBe('kelvin-istanbul');
  });

  it('keeps a normalised slug as it is (idempotent)', () => {
    for (const raw of ['Hello World Again', 'x y z', '--A--', 'Ünïcödé text here']) {
      const once = normaliseSlug(raw);
      expect(normaliseSlug(once)).toBe(once);
    }
  });

  it('may leave nothing', () => {
    expect(normaliseSlug('')).toBe('');
    expect(normaliseSlug('!!!')).toBe('');
  });
});

describe('slugProblem', () => {
  it('accepts a slug of SLUG_MIN_LENGTH to SLUG_MAX_LENGTH characters with a letter or digit', () => {
    expect(slugProblem('should-voting-be-compulsory')).toBeUndefined();
    expect(slugProblem('a'.repeat(SLUG_MIN_LENGTH))).toBeUndefined();
    expect(slugProblem('1'.repeat(SLUG_MAX_LENGTH))).toBeUndefined();
  });

  it('refuses an empty slug', () => {
    expect(slugProblem('')).toMatch(/is empty/);
  });

  it('refuses a slug of hyphens only', () => {
    expect(slugProblem('-'.repeat(20))).toMatch(/letter or a digit/);
  });

  it('refuses a slug longer than 75 minus the short-link prefix', () => {
    expect(SLUG_MAX_LENGTH).toBe(SHORT_LINK_MAX_LENGTH - SHORT_LINK_PREFIX.length);
    expect(SLUG_MAX_LENGTH).toBe(66);
    expect(slugProblem('a'.repeat(SLUG_MAX_LENGTH + 1))).toMatch(/at most 66 characters/);
  });

  it('refuses a slug shorter than SLUG_MIN_LENGTH', () => {
    expect(SLUG_MIN_LENGTH).toBe(3);
    expect(slugProblem('ab')).toMatch(/at least 3 characters/);
    expect(slugProblem('gun-control')).toBeUndefined();
  });
});
