/** Up to two initials of a name, for a picture's stand-in (a person's page, a quote card). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined]
    .map((word) => (word ? [...word][0] : ''))
    .join('');
  return letters.toUpperCase();
}
