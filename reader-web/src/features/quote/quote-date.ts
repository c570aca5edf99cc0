import type { QuoteDateDto } from '../../api/types';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** How a quote's date reads on its card: "12 March 2019". */
export function formatQuoteDate(date: QuoteDateDto): string {
  return `${date.Day} ${MONTH_NAMES[date.Month - 1] ?? ''} ${date.Year}`;
}

/** The date as a time element's datetime: "2019-03-12". */
export function isoQuoteDate(date: QuoteDateDto): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.Year, 4)}-${pad(date.Month)}-${pad(date.Day)}`;
}
