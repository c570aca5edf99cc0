import { BadRequestException } from '@nestjs/common';

export interface QuoteDate {
  day: number;
  month: number;
  year: number;
}

/**
 * The most days a month may have. February 29 is allowed in any year, as spec section 5 says: a
 * quote's year is often known less surely than its day (and calendars before the Gregorian one
 * count leap years otherwise), so the chooser never refuses a date a source gives.
 */
export function daysInMonth(month: number): number {
  if (month === 2) return 29;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Spec section 5: day 1-31, month 1-12, year 1 to the current year (UTC), and the day must fit
 * the month (February 29 allowed). Returns the problem, or undefined.
 */
export function quoteDateProblem(date: QuoteDate, now = new Date()): string | undefined {
  const { day, month, year } = date;
  for (const [name, value] of Object.entries({ day, month, year })) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value))
      return `${name} must be a whole number`;
  }
  if (month < 1 || month > 12) return 'month must be 1 to 12';
  const thisYear = now.getUTCFullYear();
  if (year < 1 || year > thisYear) return `year must be 1 to ${thisYear}`;
  if (day < 1 || day > daysInMonth(month))
    return `day must be 1 to ${daysInMonth(month)} for that month`;
  return undefined;
}

/** The stored form, "YYYY-MM-DD" (years below 1000 zero-padded): text, as 29 February 2023 is no SQL date. */
export function formatQuoteDate(date: QuoteDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

export function parseStoredDate(value: string): QuoteDate {
  const [year, month, day] = value.split('-').map(Number);
  return { day, month, year };
}

/** A checked date, stored form; 400 naming the field and the rule. */
export function checkQuoteDate(field: string, date: QuoteDate, now = new Date()): string {
  const problem = quoteDateProblem(date, now);
  if (problem) throw new BadRequestException(`${field} is not a valid date: ${problem}.`);
  return formatQuoteDate(date);
}

/**
 * QuoteDate as text (a QuoteEdit's or a revert's value): "YYYY-MM-DD", or "" for undated.
 * Returns the stored form.
 */
export function checkQuoteDateText(field: string, value: string, now = new Date()): string {
  const text = value.trim();
  if (text === '') return '';
  const match = /^(\d{1,4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (!match)
    throw new BadRequestException(`${field} must be a date written YYYY-MM-DD, or empty.`);
  return checkQuoteDate(
    field,
    { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) },
    now,
  );
}
