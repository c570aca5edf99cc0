import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The 49,000 most common passwords of leaked password lists, as zxcvbn-ts ships them (lower case,
 * most common first). Read once, when the module loads (about 2 MB).
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/** A common password with digits or symbols added at its end ('password1234', 'football123!'). */
const TRAILING_DIGITS_AND_SYMBOLS = /[\d\W_]+$/u;

function isCommon(lower: string): boolean {
  if (COMMON_PASSWORDS.has(lower)) return true;
  const stem = lower.replace(TRAILING_DIGITS_AND_SYMBOLS, '');
  return stem.length >= 4 && stem !== lower && COMMON_PASSWORDS.has(stem);
}

/**
 * Length is checked by the DTO; this catches passwords that are long but trivially guessable.
 * `subject` names the password as the person typing it reads it ('The new password').
 */
export function passwordWeakness(
  password: string,
  subject: string,
  personal: string[],
): string | undefined {
  const lower = password.toLowerCase();
  if (new Set(lower).size < 4)
    return `${subject} is too easy to guess: use at least 4 different characters.`;
  if (isCommon(lower)) return `${subject} is a commonly used password; choose another.`;
  for (const value of personal) {
    const part = value.toLowerCase().split('@')[0];
    if (part.length >= 3 && lower.includes(part)) {
      return `${subject} must not contain your username or email.`;
    }
  }
  return undefined;
}
