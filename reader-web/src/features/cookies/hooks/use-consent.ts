import { useSyncExternalStore } from 'react';
import { ACCEPT_ALL, readConsent, subscribeConsent, type ConsentChoice } from '../consent-store';

/**
 * The stored cookie choice: undefined while unknown (server render and hydration, which must
 * match), then the choice or null.
 */
export function useStoredConsent(): ConsentChoice | null | undefined {
  return useSyncExternalStore(subscribeConsent, readConsent, () => undefined);
}

/** Whether third-party content (embeds and the like) may load: only after 'accept all'. */
export function useThirdPartyAllowed(): boolean {
  return useStoredConsent() === ACCEPT_ALL;
}

/** An address on this site (an upload): a path, not another site's (or a protocol-relative) URL. */
export function isOwnAddress(src: string): boolean {
  return src.startsWith('/') && !src.startsWith('//');
}

/**
 * Whether an image may load: this site's own always; another site's (a link's preview and icon, a
 * quoted person's photo) only after 'accept all', as that site may set cookies and learns who
 * reads the page. Until then, and in the server's render, the image's fallback stands in.
 */
export function useImageAllowed(src: string): boolean {
  const thirdParty = useThirdPartyAllowed();
  return isOwnAddress(src) || thirdParty;
}
