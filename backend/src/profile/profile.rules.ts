import { checkWebAddress } from '../common/web-address.js';
import { checkText, type TextRule } from '../common/text-rules.js';

/** The spec's size hints (section 5) are the limits: full name 200, bio 5000, location 50, expertise 5000. */
export const PROFILE_TEXT_RULES = {
  fullName: { column: 'full_name', min: 0, max: 200, multiline: false },
  bio: { column: 'bio', min: 0, max: 5000, multiline: true },
  location: { column: 'location', min: 0, max: 50, multiline: false },
  userExpertise: { column: 'expertise', min: 0, max: 5000, multiline: true },
} as const satisfies Record<string, TextRule>;

/** Each text as the settings form labels it. */
const PROFILE_LABELS: Record<keyof typeof PROFILE_TEXT_RULES, string> = {
  fullName: 'full name',
  bio: 'bio',
  location: 'location',
  userExpertise: 'expertise',
};

/** The longest profile link (the column's length). */
export const MAX_LINK_LENGTH = 2048;
/** The most categories a profile can follow. */
export const MAX_USER_CATS = 100;
/** Entries of the user-edits list per page. */
export const USER_EDITS_PAGE_SIZE = 20;

/** A profile link: empty (no link), or a web address (see checkWebAddress), as typed. */
export function checkLink(value: string): string {
  return checkWebAddress('link', value, { optional: true, maxChars: MAX_LINK_LENGTH });
}

/** A profile text field, trimmed and within its limit (newlines only in bio and expertise). */
export function checkProfileText(field: keyof typeof PROFILE_TEXT_RULES, value: string): string {
  return checkText(PROFILE_LABELS[field], value, PROFILE_TEXT_RULES[field]);
}
