import { BadRequestException } from '@nestjs/common';
import { lengthProblem } from './text-length.js';

export interface TextRule {
  column: string;
  min: number;
  max: number;
  /** Newlines are kept only where the field allows them; elsewhere they become spaces. */
  multiline: boolean;
  /** The minimum applies only to a non-empty value (optional long-form sections). */
  minWhenPresent?: boolean;
  /**
   * Empty while the artifact is new (its creation form does not ask for it), and again after a
   * revert to then; every edit must give `min` to `max` characters: it cannot be saved empty.
   */
  startsEmpty?: boolean;
}

/** Characters as a person counts them (code points), not UTF-16 units. */
export function charCount(value: string): number {
  return [...value].length;
}

/**
 * Removes control characters a person cannot type or see (NUL would also be refused by
 * PostgreSQL); keeps tabs and newlines.
 */
export function stripControlChars(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
}

export function normalizeText(value: string, rule: TextRule): string {
  // Every kind of line break becomes \n: CR LF, CR, NEL and the Unicode line/paragraph separators.
  const unified = stripControlChars(value.replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n'));
  return (rule.multiline ? unified : unified.replace(/\n+/g, ' ')).trim();
}

/** A field's name in words: 'FurtherReading' -> 'further reading', 'ImageURL' -> 'image URL'. */
export function fieldWords(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ')
    .map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

/**
 * Trims, strips newlines where they are not allowed and enforces the spec's character limits.
 * `field` is the field's name ('FurtherReading') or its label in words ('counter-arguments').
 */
export function checkText(field: string, value: string, rule: TextRule): string {
  const normalized = normalizeText(value, rule);
  const problem = lengthProblem(fieldWords(field), normalized, rule);
  if (problem) throw new BadRequestException(problem);
  return normalized;
}

/** A one-line title: 10-75 characters unless told otherwise. */
export const titleRule = (max = 75, min = 10): TextRule => ({
  column: 'title',
  min,
  max,
  multiline: false,
});

/** A one-line text of at most `max` characters (and at least `min`). */
export const lineRule = (column: string, max: number, min = 0): TextRule => ({
  column,
  min,
  max,
  multiline: false,
});

/** An optional long-form section: empty, or `min` to 5000 characters. */
export const longFormRule = (column: string, min = 0): TextRule => ({
  column,
  min,
  max: 5000,
  multiline: true,
  minWhenPresent: min > 0,
});

/** A long-form section every artifact of its kind needs once written: `min` to 5000 characters. */
export const requiredLongFormRule = (column: string, min: number): TextRule => ({
  column,
  min,
  max: 5000,
  multiline: true,
  startsEmpty: true,
});

/** The comma-separated Tags text of a tagged kind (see tag/tags-sync.ts). */
export const TAGS_RULE: TextRule = { column: 'tags', min: 0, max: 1000, multiline: false };

/** "a question", "an argument": the indefinite article for a noun in a message. */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** The text with its first letter in capitals: the start of a sentence. */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A title as a generated description names it: in curly quotes, at most `max` characters (the
 * last an ellipsis), its own curly double quotes made straight so the quote's end is unambiguous.
 */
export function quotedTitle(title: string, max = 80): string {
  const chars = [...title.replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim()];
  const cut = chars.length > max ? chars.slice(0, max - 1).join('') + '…' : chars.join('');
  return `“${cut}”`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '29 Nov 2026, 02:33 UTC': a moment as the reader's pages show it (their formatUtcDate). */
export function utcMinute(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`
  );
}
