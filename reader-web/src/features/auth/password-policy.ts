/**
 * The site's password rules as the server applies them (backend/src/auth/password.ts and
 * password-policy.ts), checked here first so a reader is told at once. The server also refuses
 * common passwords and ones containing the username or email; its sentence is shown then.
 */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;
const MIN_DISTINCT = 4;

export const NEW_PASSWORD_HINT = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters, at least ${MIN_DISTINCT} of them different; not a common password, nor your username or email.`;

/** What is wrong with a new password under the rules, as a sentence, or null. */
export function newPasswordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN)
    return `The new password must be at least ${PASSWORD_MIN} characters long.`;
  if (length > PASSWORD_MAX)
    return `The new password must be at most ${PASSWORD_MAX} characters long.`;
  if (new Set(password.toLowerCase()).size < MIN_DISTINCT)
    return `The new password is too easy to guess: use at least ${MIN_DISTINCT} different characters.`;
  return null;
}
