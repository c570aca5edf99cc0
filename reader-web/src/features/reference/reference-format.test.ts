import { describe, expect, it } from '@jest/globals';
import {
  appendLine,
  citeIn,
  isReferenceAddress,
  nameWithYear,
  newReferenceProblem,
  referenceLine,
  slugifyReferenceName,
  yearProblem,
} from './reference-format';

describe('reference format', () => {
  it('slugifies a short name: lowercase, hyphens for spaces, only a-z, 0-9 and hyphens', () => {
    expect(slugifyReferenceName('Tallinn Study (2014)')).toBe('tallinn-study-2014');
    expect(slugifyReferenceName('  Études  sur   Paris! ')).toBe('etudes-sur-paris');
    expect(slugifyReferenceName('--a--b--')).toBe('a-b');
    expect(slugifyReferenceName('!!!')).toBe('');
    expect(slugifyReferenceName('x'.repeat(100))).toHaveLength(60);
  });

  it('takes only whole http(s) addresses', () => {
    expect(isReferenceAddress('https://example.org/a?b=c')).toBe(true);
    expect(isReferenceAddress('http://example.org')).toBe(true);
    expect(isReferenceAddress('javascript:alert(1)')).toBe(false);
    expect(isReferenceAddress('ftp://example.org')).toBe(false);
    expect(isReferenceAddress('example.org')).toBe(false);
    expect(isReferenceAddress('https://exa mple.org')).toBe(false);
    expect(isReferenceAddress('https://')).toBe(false);
  });

  it('writes a line the server reads back as the same reference, and appends it', () => {
    const line = referenceLine('tallinn-study', 'https://example.org/t');
    expect(line).toBe('[tallinn-study]: https://example.org/t');
    expect(appendLine('', line)).toBe(line);
    expect(appendLine('Old one https://example.org/o\n\n  ', line)).toBe(
      `Old one https://example.org/o\n${line}`,
    );
  });

  it('cites a reference at the end of a text', () => {
    expect(citeIn('Fares fell.\n', 'tallinn-study')).toBe('Fares fell. [tallinn-study]');
    expect(citeIn('', 'a')).toBe('[a]');
  });

  it('names what is missing or taken', () => {
    const refs = [{ Name: 'Tallinn-Study', URL: 'https://example.org/t' }];
    expect(newReferenceProblem('', 'https://example.org', refs)).toMatch(/short name/);
    expect(newReferenceProblem('a', 'www.example.org', refs)).toBe(
      'The address must start with http:// or https://.',
    );
    expect(newReferenceProblem('tallinn-study', 'https://example.org', refs)).toMatch(
      /already a reference named "Tallinn-Study"/,
    );
    expect(newReferenceProblem('oslo', 'https://example.org', refs)).toBeNull();
  });

  it('takes an optional year from 1 to the current year, ending the name', () => {
    const now = new Date(2026, 5, 1);
    expect(yearProblem('', now)).toBeNull();
    expect(yearProblem(' 2014 ', now)).toBeNull();
    expect(yearProblem('2026', now)).toBeNull();
    for (const bad of ['2027', '0', '-5', '20.5', 'MMXIV', '12345']) {
      expect(yearProblem(bad, now)).toBe('The year must be a whole number from 1 to 2026.');
    }
    expect(nameWithYear('tallinn-study', '2014')).toBe('tallinn-study-2014');
    expect(nameWithYear('tallinn-study-2014', '2014')).toBe('tallinn-study-2014');
    expect(nameWithYear('tallinn-study', '')).toBe('tallinn-study');
    expect(nameWithYear('', '2014')).toBe('');
  });
});
