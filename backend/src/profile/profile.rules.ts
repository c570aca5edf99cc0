import { BadRequestException } from '@nestjs/common';
import { checkText, type TextRule } from '../common/text-rules.js';

/** The spec's size hints (section 5) are the limits: full name 200, bio 5000, location 50, expertise 5000. */
export const PROFILE_TEXT_RULES = {
  fullName: { column: 'full_name', min: 0, max: 200, multiline: false },
  bio: { column: 'bio', min: 0, max: 5000, multiline: true },
  location: { column: 'location', min: 0, max: 50, multiline: false },
  userExpertise: { column: 'expertise', min: 0, max: 5000, multiline: true },
} as const satisfies Record<string, TextRule>;

/** The longest profile link (the column's length). */
export const MAX_LINK_LENGTH = 2048;
/** The most categories a profile can follow. */
export const MAX_USER_CATS = 100;
/** Entries of the user-edits list per page. */
export const USER_EDITS_PAGE_SIZE = 20;

/**
 * A profile link: empty (no link), or an absolute http or https URL with a host, trimmed, at most
 * MAX_LINK_LENGTH characters, with no whitespace or control characters inside. Returned as the
 * user typed it (trimmed), so what they see is what they saved.
 */
export function checkLink(value: string): string {
  const link = value.trim();
  if (link === '') return '';
  if (link.length > MAX_LINK_LENGTH)
    throw new BadRequestException(`link must be at most ${MAX_LINK_LENGTH} characters long.`);
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001F\u007F]/u.test(link))
    throw new BadRequestException('link must not contain spaces or control characters.');
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new BadRequestException(
      'link must be a full web address starting with http:// or https://.',
    );
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !/^https?:\/\//i.test(link))
    throw new BadRequestException('link must be a web address starting with http:// or https://.');
  if (url.hostname === '')
    throw new BadRequestException('link must name a site (http://example.org/...).');
  return link;
}

/** A profile text field, trimmed and within its limit (newlines only in bio and expertise). */
export function checkProfileText(field: keyof typeof PROFILE_TEXT_RULES, value: string): string {
  return checkText(field, value, PROFILE_TEXT_RULES[field]);
}
