/**
 * The reader keeps the page to return to after login or logout in session storage under this key
 * (reader-web/src/features/auth/return-target.ts). The spec: "Admin pages return to /".
 */
export const READER_RETURN_KEY = 'lastPage';
export const SITE_HOME = '/';

/** Makes / the reader's return target: a logout after the console never lands on the page before it. */
export function markReaderReturnTarget(): void {
  try {
    window.sessionStorage.setItem(READER_RETURN_KEY, SITE_HOME);
  } catch {
    // Storage can be full or disabled; the reader then falls back to / anyway.
  }
}

/** The site's home page as an absolute URL: react-admin loads absolute redirects as a new page. */
export function siteHomeUrl(): string {
  return new URL(SITE_HOME, window.location.origin).href;
}
