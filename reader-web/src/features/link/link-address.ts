/** A web address as people type it: surrounding spaces removed (the server trims it too). */
export function trimAddress(value: string): string {
  return value.trim();
}

/** Only http and https addresses are links (never javascript:, data: or a relative path). */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The site's host as a card shows it: 'example.org' for https://www.example.org/page. */
export function hostOf(value: string): string {
  try {
    return new URL(value).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

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
