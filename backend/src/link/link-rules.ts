import { BadRequestException } from '@nestjs/common';
import { ID_PATTERN } from '../common/id-validation.js';
import { textProblem } from '../common/safe-input.js';
import { checkText, lineRule } from '../common/text-rules.js';
import { checkWebAddress } from '../common/web-address.js';

/** The most links one argument can have. */
export const MAX_LINKS_PER_ARG = 50;
/** The longest web address kept (a link's URL, image or icon). */
export const MAX_URL_CHARS = 2000;
/** A link's title: one line, 1 to 200 characters. */
export const LINK_TITLE_RULE = lineRule('title', 200, 1);

/** One link as the API and the argument's Links field show it. */
export interface LinkData {
  LinkID: string;
  Title: string;
  URL: string;
  Image: string;
  Icon: string;
}

/** A link's web address as stored (see checkWebAddress), normalized so that duplicates match. */
export function checkLinkUrl(field: string, value: string, optional = false): string {
  return checkWebAddress(field, value, { optional, maxChars: MAX_URL_CHARS, normalize: true });
}

function checkLinkTitle(value: string): string {
  const problem = textProblem(value);
  if (problem) throw new BadRequestException(`Title ${problem}.`);
  return checkText('Title', value, LINK_TITLE_RULE);
}

/** A link's fields checked and normalized (the id is checked by the caller). */
export function checkLink(input: {
  LinkID: string;
  Title: string;
  URL: string;
  Image?: string;
  Icon?: string;
}): LinkData {
  return {
    LinkID: input.LinkID,
    Title: checkLinkTitle(input.Title),
    URL: checkLinkUrl('URL', input.URL),
    Image: checkLinkUrl('Image', input.Image ?? '', true),
    Icon: checkLinkUrl('Icon', input.Icon ?? '', true),
  };
}

/** The Links field of an argument's snapshot: its links in order, as canonical JSON. */
export function formatLinks(links: readonly LinkData[]): string {
  return JSON.stringify(
    links.map((l) => ({
      LinkID: l.LinkID,
      Title: l.Title,
      URL: l.URL,
      Image: l.Image,
      Icon: l.Icon,
    })),
  );
}

const KEYS = ['LinkID', 'Title', 'URL', 'Image', 'Icon'];

/**
 * Reads a Links field back (from a revision, for a revert or an undo): a JSON list of at most
 * MAX_LINKS_PER_ARG links with distinct ids, each within the rules. null (a snapshot without the
 * field) is no links.
 */
export function parseLinks(value: string | null): LinkData[] {
  if (value === null || value === '') return [];
  const invalid = () => new BadRequestException('Links must be a JSON list of links.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length > MAX_LINKS_PER_ARG) throw invalid();
  const seen = new Set<string>();
  return parsed.map((item: unknown) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) throw invalid();
    const record = item as Record<string, unknown>;
    if (Object.keys(record).some((k) => !KEYS.includes(k))) throw invalid();
    if (!KEYS.every((k) => typeof record[k] === 'string')) throw invalid();
    const id = record.LinkID as string;
    if (!ID_PATTERN.test(id) || seen.has(id)) throw invalid();
    seen.add(id);
    return checkLink(record as unknown as LinkData);
  });
}

/**
 * A link id as a request gives it: the link's own id, or the argument's "argID;linkID" (whose
 * argument must be this one). Undefined when it is neither.
 */
export function linkIdOf(argId: string, raw: string): string | undefined {
  const parts = raw.split(';');
  if (parts.length === 1) return ID_PATTERN.test(parts[0]) ? parts[0] : undefined;
  if (parts.length === 2 && parts[0] === argId && ID_PATTERN.test(parts[1])) return parts[1];
  return undefined;
}
