/** The longest alias made from a name, before any "-N" suffix. */
export const MAX_ALIAS_BASE = 60;

/** Latin letters NFKD does not take apart into a base letter and a mark ("Ørsted" -> "orsted"). */
const FOLDS: Readonly<Record<string, string>> = {
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
 * The URL alias a name starts from: accents stripped, lowercased, every run of other characters
 * a single hyphen ("Émile Zola, Jr." -> "emile-zola-jr"); "person" when nothing is left (a name in
 * a script with no Latin letters). Only [a-z0-9-], so it is safe in a URL and in a LIKE pattern.
 */
export function aliasBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[æðđħıłøœßþ]/g, (c) => FOLDS[c])
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_ALIAS_BASE)
    .replace(/-+$/, '');
  return base || 'person';
}

/** The alias with a number: "jane-doe" 2 -> "jane-doe-2" (1 is the bare base). */
export function numberedAlias(base: string, n: number): string {
  return n <= 1 ? base : `${base}-${n}`;
}

/** The next free number after the ones taken (from aliases "base" and "base-N"). */
export function nextAliasNumber(base: string, taken: readonly string[]): number {
  let highest = 0;
  for (const alias of taken) {
    if (alias === base) highest = Math.max(highest, 1);
    else if (alias.startsWith(`${base}-`)) {
      const rest = alias.slice(base.length + 1);
      if (/^[1-9][0-9]{0,8}$/.test(rest)) highest = Math.max(highest, Number(rest));
    }
  }
  return highest + 1;
}
