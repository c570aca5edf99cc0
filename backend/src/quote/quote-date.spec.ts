import { describe, expect, it } from '@jest/globals';
import {
  checkQuoteDate,
  checkQuoteDateText,
  daysInMonth,
  formatQuoteDate,
  parseStoredDate,
  quoteDateProblem,
} from './quote-date.js';

const NOW = new Date('2026-06-15T12:00:00Z');

describe('quote dates (spec section 5)', () => {
  it('need the day to fit the month, February 29 in any year (spec section 5)', () => {
    expect(daysInMonth(2)).toBe(29);
    expect(daysInMonth(4)).toBe(30);
    expect(daysInMonth(12)).toBe(31);
    for (const year of [2024, 2023, 1900, 2000, 1])
      expect(quoteDateProblem({ day: 29, month: 2, year }, NOW)).toBeUndefined();
    expect(quoteDateProblem({ day: 30, month: 2, year: 2024 }, NOW)).toMatch(/day must be 1 to 29/);
    expect(quoteDateProblem({ day: 31, month: 2, year: 2024 }, NOW)).toMatch(/day/);
    expect(quoteDateProblem({ day: 31, month: 6, year: 2020 }, NOW)).toMatch(/1 to 30/);
    expect(quoteDateProblem({ day: 0, month: 1, year: 2020 }, NOW)).toMatch(/day/);
  });

  it('have a month 1-12 and a year from 1 to the current year', () => {
    expect(quoteDateProblem({ day: 1, month: 13, year: 2020 }, NOW)).toMatch(/month/);
    expect(quoteDateProblem({ day: 1, month: 0, year: 2020 }, NOW)).toMatch(/month/);
    expect(quoteDateProblem({ day: 1, month: 1, year: 0 }, NOW)).toMatch('year must be 1 to 2026');
    expect(quoteDateProblem({ day: 1, month: 1, year: 2027 }, NOW)).toMatch(
      'year must be 1 to 2026',
    );
    expect(quoteDateProblem({ day: 31, month: 12, year: 2026 }, NOW)).toBeUndefined();
    expect(quoteDateProblem({ day: 1, month: 1, year: 1 }, NOW)).toBeUndefined();
  });

  it('are whole numbers', () => {
    expect(quoteDateProblem({ day: 1.5, month: 1, year: 2020 }, NOW)).toMatch(
      /day must be a whole/,
    );
    expect(quoteDateProblem({ day: Number.NaN, month: 1, year: 2020 }, NOW)).toMatch(/whole/);
    expect(quoteDateProblem({ day: 1, month: '1' as unknown as number, year: 2020 }, NOW)).toMatch(
      /month must be a whole/,
    );
  });

  it('are stored as YYYY-MM-DD, and read back', () => {
    expect(formatQuoteDate({ day: 3, month: 4, year: 33 })).toBe('0033-04-03');
    expect(parseStoredDate('0033-04-03')).toEqual({ day: 3, month: 4, year: 33 });
    expect(checkQuoteDate('quoteDate', { day: 5, month: 9, year: 1843 }, NOW)).toBe('1843-09-05');
    expect(() => checkQuoteDate('quoteDate', { day: 31, month: 2, year: 2020 }, NOW)).toThrow(
      'quoteDate is not a valid date: day must be 1 to 29 for that month.',
    );
  });

  it('as text: YYYY-MM-DD or empty', () => {
    expect(checkQuoteDateText('QuoteDate', ' 1843-9-5 ', NOW)).toBe('1843-09-05');
    expect(checkQuoteDateText('QuoteDate', '', NOW)).toBe('');
    for (const bad of ['1843/09/05', '5 Sept 1843', '1843-09', '12345-01-01', '-1-01-01'])
      expect(() => checkQuoteDateText('QuoteDate', bad, NOW)).toThrow('QuoteDate must be a date');
    expect(checkQuoteDateText('QuoteDate', '2023-02-29', NOW)).toBe('2023-02-29');
    expect(() => checkQuoteDateText('QuoteDate', '2023-02-30', NOW)).toThrow('not a valid date');
    expect(() => checkQuoteDateText('QuoteDate', '0000-01-01', NOW)).toThrow('year must be');
  });
});
