// The date chooser's rules: only the edit modals need them (their own chunk).
import type { QuoteDateDto, QuoteDateInputDto } from '../../api/types';

/** What the date chooser holds: the day, month and year as chosen or typed ('' when not). */
export interface DateFields {
  day: string;
  month: string;
  year: string;
}

export const EMPTY_DATE: DateFields = { day: '', month: '', year: '' };

export const INVALID_DATE_MESSAGE = 'This date is invalid';

/** The most days a month may have: February 29 in any year (spec section 5), as the server counts. */
export function daysInMonth(month: number): number {
  if (month === 2) return 29;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The current year as the server reads it (UTC). */
export function currentYear(now = new Date()): number {
  return now.getUTCFullYear();
}

function wholeNumber(text: string): number | null {
  return /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/**
 * Spec section 5: day 1-31, month 1-12, year 1 to the current year, and the day must fit the
 * month (February 29 allowed, in any year). All three empty is no date (a quote may be undated).
 * Returns the date, null for no date, or 'invalid'.
 */
export function readDate(
  fields: DateFields,
  now = new Date(),
): QuoteDateInputDto | null | 'invalid' {
  if (fields.day.trim() === '' && fields.month.trim() === '' && fields.year.trim() === '') {
    return null;
  }
  const day = wholeNumber(fields.day);
  const month = wholeNumber(fields.month);
  const year = wholeNumber(fields.year);
  if (day === null || month === null || year === null) return 'invalid';
  if (month < 1 || month > 12) return 'invalid';
  if (year < 1 || year > currentYear(now)) return 'invalid';
  if (day < 1 || day > daysInMonth(month)) return 'invalid';
  return { day, month, year };
}

/** The fields of a stored date (for editing a quote). */
export function dateFields(date: QuoteDateDto | null): DateFields {
  if (!date) return EMPTY_DATE;
  return { day: String(date.Day), month: String(date.Month), year: String(date.Year) };
}

/** A quote's date as the server stores it: "YYYY-MM-DD", or "" for no date. */
export function storedDate(date: { day: number; month: number; year: number } | null): string {
  if (!date) return '';
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}
