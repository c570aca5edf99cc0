import { BadRequestException } from '@nestjs/common';
import { textProblem } from './safe-input.js';
import { charCount, fieldWords } from './text-rules.js';

export interface WebAddressRule {
  /** Empty text is allowed (and answered as ''). */
  optional?: boolean;
  /** The most characters kept. */
  maxChars: number;
  /**
   * Answer the address as the URL standard writes it (lowercased scheme and host, a path of at
   * least "/"), so that two spellings of one address compare equal; else as typed, trimmed.
   */
  normalize?: boolean;
}

/**
 * A web address a person typed (a quote's source, an argument's link, a profile's link): trimmed,
 * absolute http or https with a host, no user name or password, no spaces or control characters,
 * at most `maxChars`. Anything else is a 400 naming `field`: a `javascript:` or `data:` address
 * never gets stored to be shown as a link.
 */
export function checkWebAddress(field: string, value: string, rule: WebAddressRule): string {
  const problem = textProblem(value);
  if (problem) throw new BadRequestException(`${field} ${problem}.`);
  const typed = value.trim();
  const notWeb = () =>
    new BadRequestException(`${field} must be a web address starting with http:// or https://.`);
  if (typed === '') {
    if (rule.optional) return '';
    throw notWeb();
  }
  const tooLong = (length: number) =>
    new BadRequestException(
      `The ${fieldWords(field)} must be at most ${rule.maxChars} characters; it has ${length}.`,
    );
  if (charCount(typed) > rule.maxChars) throw tooLong(charCount(typed));
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001F\u007F]/u.test(typed))
    throw new BadRequestException(`${field} must not contain spaces or control characters.`);
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    throw new BadRequestException(
      `${field} must be a full web address starting with http:// or https://.`,
    );
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !/^https?:\/\//i.test(typed))
    throw notWeb();
  if (url.username !== '' || url.password !== '')
    throw new BadRequestException(`${field} must not contain a user name or password.`);
  if (url.hostname === '')
    throw new BadRequestException(`${field} must name a site (http://example.org/...).`);
  if (!rule.normalize) return typed;
  // Written out (escaped), an address can grow past the limit.
  if (url.href.length > rule.maxChars) throw tooLong(url.href.length);
  return url.href;
}

/**
 * `raw` (resolved against `base` when given) as an absolute http or https address without a user
 * name or password, written as the URL standard does and at most `maxChars` long; undefined for
 * anything else. For addresses read from content (references, a fetched page's tags): it never
 * throws, it skips.
 */
export function httpAddressOrNone(raw: string, maxChars: number, base?: URL): string | undefined {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '' || url.hostname === '') return undefined;
  return url.href.length > maxChars ? undefined : url.href;
}
