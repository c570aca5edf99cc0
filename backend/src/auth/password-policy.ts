const COMMON = new Set([
  'password123',
  'password1234',
  '1234567890',
  '12345678910',
  'qwertyuiop',
  'qwerty12345',
  'iloveyou12',
  'letmein1234',
  'welcome123',
  'administrator',
  'passw0rd123',
  'abcdefghij',
  '0987654321',
  'football123',
]);

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
  if (COMMON.has(lower)) return `${subject} is a commonly used password; choose another.`;
  for (const value of personal) {
    const part = value.toLowerCase().split('@')[0];
    if (part.length >= 3 && lower.includes(part)) {
      return `${subject} must not contain your username or email.`;
    }
  }
  return undefined;
}
