import { BadRequestException } from '@nestjs/common';

export interface TextRule {
  column: string;
  min: number;
  max: number;
  /** Newlines are kept only where the field allows them; elsewhere they become spaces. */
  multiline: boolean;
  /** The minimum applies only to a non-empty value (optional long-form sections). */
  minWhenPresent?: boolean;
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

/** Trims, strips newlines where they are not allowed and enforces the spec's character limits. */
export function checkText(field: string, value: string, rule: TextRule): string {
  const normalized = normalizeText(value, rule);
  const length = charCount(normalized);
  if (rule.minWhenPresent && length === 0) return normalized;
  if (length < rule.min || length > rule.max) {
    const range = rule.min === 0 ? `at most ${rule.max}` : `${rule.min} to ${rule.max}`;
    throw new BadRequestException(`${field} must be ${range} characters long (it has ${length}).`);
  }
  return normalized;
}

const title = (max = 75, min = 10): TextRule => ({ column: 'title', min, max, multiline: false });
const longForm = (column: string, min = 0): TextRule => ({
  column,
  min,
  max: 5000,
  multiline: true,
  minWhenPresent: min > 0,
});
const tags: TextRule = { column: 'tags', min: 0, max: 1000, multiline: false };

export const TEXT_RULES = {
  convo: {
    Title: title(),
    Description: { column: 'description', min: 160, max: 300, multiline: false },
    Tags: tags,
  },
  pos: {
    Title: title(),
    Description: { column: 'description', min: 0, max: 300, multiline: false },
  },
  arg: {
    Title: title(),
    Description: { column: 'description', min: 160, max: 300, multiline: false },
    Argument: longForm('argument', 100),
    CounterArguments: longForm('counterArguments', 100),
    Context: longForm('context'),
    Framing: longForm('framing'),
    FurtherReading: longForm('furtherReading'),
    Premises: longForm('premises'),
    ReferencesBody: longForm('referencesBody'),
    RejectingPremises: longForm('rejectingPremises'),
    Tags: tags,
  },
  tag: {
    Name: { column: 'name', min: 1, max: 40, multiline: false },
    Description: { column: 'description', min: 0, max: 300, multiline: false },
  },
  category: {
    Title: title(75, 3),
    Description: { column: 'description', min: 0, max: 300, multiline: false },
  },
} satisfies Record<string, Record<string, TextRule>>;

/** "a, B ,a" -> ["a", "B"]: trimmed, de-duplicated case-insensitively, each 1-40 characters, at most 20. */
export function parseTags(value: string): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of value.split(',')) {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (!name) continue;
    if (charCount(name) > 40)
      throw new BadRequestException(
        `Each tag must be at most 40 characters ("${name.slice(0, 20)}..." is longer).`,
      );
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    result.push(name);
  }
  if (result.length > 20) throw new BadRequestException('Tags may list at most 20 tags.');
  return result;
}
