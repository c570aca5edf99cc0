/**
 * How long a text is and what is wrong with its length, in the words the forms and the server
 * use. One source: the server imports this module (text-rules.ts), and the kinds module of the
 * front ends is written with this file's text in it (scripts/kinds-module-code.ts), so both say
 * the same. It imports nothing, for that reason.
 */

/** The limits a counter and a length message read (a kind's TextLimits, or a form's own). */
export type LengthLimits = { min: number; max: number; minWhenPresent?: boolean };

/** Characters as a person counts them (code points) in the trimmed value, as the server counts. */
export function charCount(value: string): number {
  return [...value.trim()].length;
}

export function isWithinLimits(value: string, limits: LengthLimits): boolean {
  const count = charCount(value);
  if (limits.minWhenPresent && count === 0) return true;
  return count >= limits.min && count <= limits.max;
}

/** The limits in words: 'at most 200', '160 to 300', '100 to 5000, or empty'. */
export function limitsText(limits: LengthLimits): string {
  if (limits.min === 0) return `at most ${limits.max}`;
  const span = `${limits.min} to ${limits.max}`;
  return limits.minWhenPresent ? `${span}, or empty` : span;
}

/** What a field's counter says: '50 characters (160 to 300): too short'. */
export function counterText(value: string, limits: LengthLimits): string {
  const count = charCount(value);
  const problem = isWithinLimits(value, limits)
    ? ''
    : count === 0
      ? ': it cannot be empty'
      : count < limits.min
        ? ': too short'
        : ': too long';
  return `${count} characters (${limitsText(limits)})${problem}`;
}

/**
 * The server's sentence for a text outside its limits, naming the field as its form labels it
 * ('description'): "The description must be 160 to 300 characters; it has 50." Null within them.
 */
export function lengthProblem(label: string, value: string, limits: LengthLimits): string | null {
  if (isWithinLimits(value, limits)) return null;
  const range = limits.min === 0 ? `at most ${limits.max}` : `${limits.min} to ${limits.max}`;
  if (charCount(value) === 0) return `The ${label} cannot be empty: write ${range} characters.`;
  const orEmpty = limits.minWhenPresent ? ', or empty' : '';
  return `The ${label} must be ${range} characters${orEmpty}; it has ${charCount(value)}.`;
}
