import { describe, expect, it } from '@jest/globals';
import { daysInMonth, readDate, storedDate } from './date-rules';
import { formatQuoteDate, isoQuoteDate } from './quote-date';

const NOW = new Date('2026-11-23T12:00:00Z');
const read = (day: string, month: string, year: string) => readDate({ day, month, year }, NOW);

describe('the quote date rules (spec section 5)', () => {
  it('takes no date at all as an undated quote', () => {
    expect(read('', '', '')).toBeNull();
    expect(read(' ', '', ' ')).toBeNull();
  });

  it('takes a whole valid date', () => {
    expect(read('12', '3', '2019')).toEqual({ day: 12, month: 3, year: 2019 });
    expect(read('1', '1', '1')).toEqual({ day: 1, month: 1, year: 1 });
    expect(read('31', '12', '2026')).toEqual({ day: 31, month: 12, year: 2026 });
  });

  it('refuses a partial date', () => {
    expect(read('12', '', '')).toBe('invalid');
    expect(read('', '3', '2019')).toBe('invalid');
    expect(read('12', '3', '')).toBe('invalid');
  });

  it('keeps the day to 1-31 and the month to 1-12', () => {
    expect(read('0', '1', '2000')).toBe('invalid');
    expect(read('32', '1', '2000')).toBe('invalid');
    expect(read('1', '0', '2000')).toBe('invalid');
    expect(read('1', '13', '2000')).toBe('invalid');
    expect(read('x', '1', '2000')).toBe('invalid');
  });

  it('keeps the year from 1 to the current year', () => {
    expect(read('1', '1', '0')).toBe('invalid');
    expect(read('1', '1', '2027')).toBe('invalid');
    expect(read('1', '1', '2026')).toEqual({ day: 1, month: 1, year: 2026 });
  });

  it('wants the day to fit the month: 30 days in April, June, September and November', () => {
    for (const month of ['4', '6', '9', '11']) {
      expect(read('31', month, '2020')).toBe('invalid');
      expect(read('30', month, '2020')).not.toBe('invalid');
    }
    for (const month of ['1', '3', '5', '7', '8', '10', '12']) {
      expect(read('31', month, '2020')).not.toBe('invalid');
    }
  });

  it('allows February 29 in any year (spec section 5), as the server does, and never February 30', () => {
    expect(read('29', '2', '2024')).toEqual({ day: 29, month: 2, year: 2024 });
    expect(read('29', '2', '2000')).not.toBe('invalid');
    expect(read('29', '2', '2023')).toEqual({ day: 29, month: 2, year: 2023 });
    expect(read('29', '2', '1900')).not.toBe('invalid');
    expect(read('30', '2', '2024')).toBe('invalid');
    expect(read('30', '2', '2023')).toBe('invalid');
    expect(daysInMonth(2)).toBe(29);
  });

  it('writes the date as the server stores it and reads it as people do', () => {
    expect(storedDate({ day: 5, month: 3, year: 987 })).toBe('0987-03-05');
    expect(storedDate(null)).toBe('');
    expect(formatQuoteDate({ Day: 12, Month: 3, Year: 2019 })).toBe('12 March 2019');
    expect(isoQuoteDate({ Day: 5, Month: 3, Year: 987 })).toBe('0987-03-05');
  });
});
