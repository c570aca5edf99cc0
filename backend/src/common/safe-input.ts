/**
 * Limits every request's input must meet before any handler sees it. Deep nesting overflows the
 * stack of recursive code (class-transformer, class-validator); NUL characters and unpaired UTF-16
 * surrogates cannot be stored by PostgreSQL (text refuses 0x00, json refuses both escapes) and
 * make encodeURI-based validators throw.
 */
export const MAX_JSON_DEPTH = 32;

/** The highest page number a paged list accepts (page * perPage stays a small OFFSET). */
export const MAX_PAGE = 10_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/**
 * Whether JSON text (raw UTF-8 bytes or a string) nests objects/arrays deeper than `max`, found
 * before any parser or recursive code walks into it. Brackets inside strings don't count; in UTF-8
 * the bytes of '"' and '\' never occur inside a multi-byte character, so a byte scan is exact.
 * Malformed text is left to the parser to refuse.
 */
export function jsonNestsDeeperThan(
  json: Uint8Array | string,
  max: number = MAX_JSON_DEPTH,
): boolean {
  const at: (i: number) => number =
    typeof json === 'string' ? (i) => json.charCodeAt(i) : (i) => json[i];
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const byte = at(i);
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

const LONE_SURROGATE = /\p{Surrogate}/u;

/** Why a string can't be accepted, as the end of a sentence about it, or undefined if it can. */
export function textProblem(value: string): string | undefined {
  if (value.includes('\0')) return 'must not contain NUL characters';
  // With the u flag a paired surrogate is one code point, so only unpaired halves match.
  if (LONE_SURROGATE.test(value)) return 'must not contain unpaired UTF-16 surrogates';
  return undefined;
}

function fieldName(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

/**
 * The first string (value or key) anywhere in `value` that `textProblem` refuses, as a sentence
 * naming the field: "title must not contain NUL characters." `root` names `value` itself.
 * Recursive, so call it only on values whose depth is already bounded.
 */
export function findTextProblem(value: unknown, root = ''): string | undefined {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? `${root || 'The value'} ${problem}.` : undefined;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findTextProblem(value[i], fieldName(root, i));
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const keyProblem = textProblem(key);
      if (keyProblem) return `A field name ${root ? `in ${root} ` : ''}${keyProblem}.`;
      const found = findTextProblem(child, fieldName(root, key));
      if (found) return found;
    }
  }
  return undefined;
}
