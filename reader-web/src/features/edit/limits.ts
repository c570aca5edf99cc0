import { textLimits, type KindType } from '../../api/kinds';

// Counted and worded as the console and the server do (backend/openapi/kinds.ts).
export { charCount, counterText, isWithinLimits, lengthProblem } from '../../api/kinds';

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

/** Single-line fields (titles, descriptions) strip newlines, pasted ones included. */
export function stripNewlines(value: string): string {
  return value.replace(/[ \t]*(\r\n?|\n)+[ \t]*/g, ' ');
}
