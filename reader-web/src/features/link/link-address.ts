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
