import { textProblem } from '../common/safe-input.js';
import { charCount } from '../common/text-rules.js';
import { httpAddressOrNone } from '../common/web-address.js';
import { MAX_URL_CHARS } from './link-rules.js';

/** One reference of an argument: a short name and a web address. */
export interface Ref {
  Name: string;
  URL: string;
}

/** The most references read from one ReferencesBody (it holds at most 5000 characters anyway). */
export const MAX_REFS = 500;
const MAX_NAME_CHARS = 200;

function webAddress(raw: string): string | undefined {
  if (charCount(raw) > MAX_URL_CHARS) return undefined;
  return httpAddressOrNone(raw, MAX_URL_CHARS);
}

/** Separators between a name and its address: "name - url", "name: url", "name | url". */
const SEPARATORS = new Set([' ', '\t', ':', '|', ',', '-', '\u2013', '\u2014']);

/**
 * A line's name and address (no regular expressions: a line can be 5000 characters long):
 * "[name]: url" or "[name]: <url> "title"" as a Markdown link reference definition, else
 * "name url" with the address as the last word.
 */
function splitLine(line: string): { name: string; address: string } | undefined {
  if (line.startsWith('[')) {
    const close = line.indexOf(']:');
    if (close === 1) return undefined;
    if (close > 1) {
      const address =
        line
          .slice(close + 2)
          .trim()
          .split(/\s/, 1)[0] ?? '';
      const unwrapped =
        address.startsWith('<') && address.endsWith('>') ? address.slice(1, -1) : address;
      return { name: line.slice(1, close), address: unwrapped };
    }
  }
  const space = Math.max(line.lastIndexOf(' '), line.lastIndexOf('\t'));
  if (space <= 0) return undefined;
  let end = space;
  while (end > 0 && SEPARATORS.has(line[end - 1])) end -= 1;
  return { name: line.slice(0, end), address: line.slice(space + 1) };
}

/** One line's reference, or undefined for a line that is not one (skipped, never an error). */
export function parseReferenceLine(line: string): Ref | undefined {
  const trimmed = line.trim();
  if (trimmed === '' || textProblem(trimmed)) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000B-\u001F\u007F]/.test(trimmed)) return undefined;
  const split = splitLine(trimmed);
  if (!split) return undefined;
  const name = split.name.replace(/^[-*+]\s+/, '').trim();
  const url = webAddress(split.address);
  if (!url || name === '' || charCount(name) > MAX_NAME_CHARS) return undefined;
  return { Name: name, URL: url };
}

/**
 * An argument's Refs, from its newline-separated ReferencesBody: one reference per line, a name
 * then an http(s) address ("[name]: url" or "name url"); other lines are skipped.
 */
export function parseReferences(body: string): Ref[] {
  const refs: Ref[] = [];
  for (const line of body.split(/\r\n?|\n|[\u0085\u2028\u2029]/)) {
    const ref = parseReferenceLine(line);
    if (ref) refs.push(ref);
    if (refs.length >= MAX_REFS) break;
  }
  return refs;
}
