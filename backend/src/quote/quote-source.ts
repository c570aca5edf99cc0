import { checkWebAddress } from '../common/web-address.js';

export const MAX_SOURCE_URL = 2048;

/** A quote's source: empty, or a web address (see checkWebAddress), as typed. */
export function checkSourceUrl(field: string, value: string): string {
  return checkWebAddress(field, value, { optional: true, maxChars: MAX_SOURCE_URL });
}
