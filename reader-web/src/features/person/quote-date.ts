import type { QuoteDateDto } from '../../api/types';

const MONTHS = [
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
];

/** "4 July 1776"; empty for a quote without a date. */
export function formatQuoteDate(date: QuoteDateDto | null): string {
  if (!date) return '';
  return `${date.Day} ${MONTHS[date.Month - 1] ?? ''} ${date.Year}`.replace(/\s+/g, ' ').trim();
}
