import { hostOf } from './link-address';
// Only the Link modal reads this: kept out of link-address.ts, which the read page loads first.

/**
 * A title made from the address, for a link whose page gave none: its host and path as people
 * read them ('example.org/tallinn/fares'), at most 200 characters like a link's title.
 */
export function addressTitle(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return '';
  }
  let path = url.pathname.replace(/\/+$/, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // an unreadable escape: the path as written
  }
  return [...`${hostOf(value)}${path}`].slice(0, 200).join('');
}
