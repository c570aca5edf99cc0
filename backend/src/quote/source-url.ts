import { BadRequestException } from '@nestjs/common';
import { charCount } from '../common/text-rules.js';

export const MAX_SOURCE_URL = 2048;

/**
 * A quote's source: trimmed; empty, or an absolute http or https address with a host and no
 * credentials, no spaces or control characters, at most 2048 characters. Returns it trimmed.
 */
export function checkSourceUrl(field: string, value: string): string {
  const url = value.trim();
  if (url === '') return '';
  if (charCount(url) > MAX_SOURCE_URL)
    throw new BadRequestException(`${field} must be at most ${MAX_SOURCE_URL} characters long.`);
  const refuse = () =>
    new BadRequestException(`${field} must be an http or https address (https://...), or empty.`);
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001F\u007F]/.test(url) || !/^https?:\/\//i.test(url)) throw refuse();
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw refuse();
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname)
    throw refuse();
  if (parsed.username || parsed.password)
    throw new BadRequestException(`${field} must not hold a user name or password.`);
  return url;
}
