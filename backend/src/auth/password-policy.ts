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

/** Length is checked by the DTO; this catches passwords that are long but trivially guessable. */
export function passwordWeakness(
  password: string,
  field: string,
  personal: string[],
): string | undefined {
  const lower = password.toLowerCase();
  if (new Set(lower).size < 4)
    return `${field} is too easy to guess: use at least 4 different characters.`;
  if (COMMON.has(lower)) return `${field} is a commonly used password; choose another.`;
  for (const value of personal) {
    const part = value.toLowerCase().split('@')[0];
    if (part.length >= 3 && lower.includes(part)) {
      return `${field} must not contain your username or email.`;
    }
  }
  return undefined;
}
