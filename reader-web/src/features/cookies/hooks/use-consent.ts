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
