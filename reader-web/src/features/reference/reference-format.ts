import type { RefDto } from '../../api/types';

/** The longest reference name kept (the server reads names of up to 200 characters). */
export const MAX_REFERENCE_NAME = 60;

/**
 * A reference's short name as a slug: lowercased, spaces as hyphens, only a-z, 0-9 and hyphens,
 * no hyphen at either end: 'Tallinn Study (2014)' gives 'tallinn-study-2014'.
 */
export function slugifyReferenceName(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+/, '')
    .slice(0, MAX_REFERENCE_NAME)
    .replace(/-+$/, '');
}

/** A reference's year, when given: a whole number from 1 to the current year (spec section 9). */
export function yearProblem(raw: string, now = new Date()): string | null {
  const text = raw.trim();
  if (text === '') return null;
  const max = now.getFullYear();
  const year = Number(text);
  if (!/^\d{1,4}$/.test(text) || year < 1 || year > max)
    return `The year must be a whole number from 1 to ${max}.`;
  return null;
}

/** The reference's name with its year, as citations are usually named: 'tallinn-study-2014'. */
export function nameWithYear(name: string, year: string): string {
  const text = year.trim();
  if (name === '' || text === '' || name.endsWith(`-${text}`)) return name;
  return `${name}-${text}`;
}

/** A reference's address must start with http:// or https:// (and be a whole address). */
export function isReferenceAddress(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The line a reference takes in ReferencesBody, in the form the server reads (a Markdown link
 * reference definition): '[name]: https://...'.
 */
export function referenceLine(name: string, address: string): string {
  return `[${name}]: ${address}`;
}

/** ReferencesBody with one more line at its end. */
export function appendLine(body: string, line: string): string {
  const kept = body.replace(/\s+$/, '');
  return kept === '' ? line : `${kept}\n${line}`;
}

/** Where a text cites a reference: ' [name]' at its end, as a Markdown reference link. */
export function citeIn(text: string, name: string): string {
  const kept = text.replace(/\s+$/, '');
  const citation = `[${name}]`;
  return kept === '' ? citation : `${kept} ${citation}`;
}

/** Why a new reference cannot be added, or null. */
export function newReferenceProblem(
  name: string,
  address: string,
  existing: readonly RefDto[],
): string | null {
  if (name === '') return 'Give the reference a short name (letters, digits and hyphens).';
  if (!isReferenceAddress(address)) return 'The address must start with http:// or https://.';
  const same = existing.find((ref) => slugifyReferenceName(ref.Name) === name);
  if (same) return `There is already a reference named "${same.Name}": use it instead.`;
  return null;
}
