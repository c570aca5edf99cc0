import { textLimits, type KindType } from '../../api/kinds';

/** A text field's limits, as the server enforces them after trimming. */
export interface FieldRule {
  min: number;
  max: number;
  /** Newlines are kept (long-form sections); elsewhere they are stripped. */
  multiline: boolean;
  /** The minimum applies only to a non-empty value (optional long-form sections). */
  minWhenPresent?: boolean;
}

const FALLBACK_RULE: FieldRule = { min: 0, max: 5000, multiline: true };

/** A kind's text field's limits (its registration's); loose ones for a field it has as no text. */
export function fieldRule(type: KindType, field: string): FieldRule {
  return textLimits(type, field) ?? FALLBACK_RULE;
}

/** Characters as a person counts them (code points) in the trimmed value, like the server. */
export function charCount(value: string): number {
  return [...value.trim()].length;
}

export function isWithinLimits(value: string, rule: FieldRule): boolean {
  const count = charCount(value);
  if (rule.minWhenPresent && count === 0) return true;
  return count >= rule.min && count <= rule.max;
}

/** Single-line fields (titles, descriptions) strip newlines, pasted ones included. */
export function stripNewlines(value: string): string {
  return value.replace(/[ \t]*(\r\n?|\n)+[ \t]*/g, ' ');
}
