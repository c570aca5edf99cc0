/** The letters of the Proponents page (spec: A to Z). */
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** The section after Z for names that start with no Latin letter (a digit, another script). */
export const OTHER_SECTION = '#';

export interface ProponentSection<T> {
  /** 'A'..'Z', or OTHER_SECTION. */
  letter: string;
  people: T[];
}

/** Latin letters NFKD does not take apart into a base letter and a mark. */
const FOLDS: Record<string, string> = {
  æ: 'ae',
  ð: 'd',
  đ: 'd',
  ħ: 'h',
  ı: 'i',
  ł: 'l',
  ø: 'o',
  œ: 'oe',
  ß: 'ss',
  þ: 'th',
};

/**
 * The name as it sorts and groups: accents stripped ("Émile" -> "emile"), punctuation and symbols
 * dropped ("'t Hooft" -> "t hooft"), spaces collapsed, lowercase.
 */
export function sortKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[æðđħıłøœßþ]/g, (c) => FOLDS[c])
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function sectionOfKey(key: string): string {
  const first = key.charAt(0);
  return first >= 'a' && first <= 'z' ? first.toUpperCase() : OTHER_SECTION;
}

/** The section a name belongs in: its first letter, or OTHER_SECTION. */
export function sectionOf(name: string): string {
  return sectionOfKey(sortKey(name));
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * People sorted by name and grouped by first letter, accents and punctuation stripped: one
 * section per letter A to Z (empty ones included, for the page's dashes), then OTHER_SECTION only
 * when some name starts with no Latin letter (digits or another script), so nobody is left out.
 * Equal keys keep a stable order by the name as written.
 */
export function groupProponents<T extends { Name: string }>(
  people: readonly T[],
): ProponentSection<T>[] {
  const keyed = people.map((person) => ({ person, key: sortKey(person.Name) }));
  keyed.sort(
    (a, b) =>
      collator.compare(a.key, b.key) ||
      collator.compare(a.person.Name, b.person.Name) ||
      (a.person.Name < b.person.Name ? -1 : a.person.Name > b.person.Name ? 1 : 0),
  );
  const sections = new Map<string, T[]>([...LETTERS, OTHER_SECTION].map((letter) => [letter, []]));
  for (const { person, key } of keyed) sections.get(sectionOfKey(key))?.push(person);
  const grouped = LETTERS.map((letter) => ({ letter, people: sections.get(letter) ?? [] }));
  const other = sections.get(OTHER_SECTION) ?? [];
  return other.length > 0 ? [...grouped, { letter: OTHER_SECTION, people: other }] : grouped;
}
