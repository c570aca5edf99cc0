import { useCallback, useEffect } from 'react';
import { useLogChoiceMutation, useShowBannerQuery } from '../api/cookies-api';
import { ACCEPT_ALL, ESSENTIAL_ONLY, removeInvalidConsent, storeConsent } from '../consent-store';
import { useStoredConsent } from './use-consent';

export interface CookieBannerState {
  visible: boolean;
  /** Stores the choice (true: accept all, false: essential only) and logs it. */
  choose: (acceptAll: boolean) => void;
}

export function useCookieBanner(): CookieBannerState {
  const stored = useStoredConsent();
  useEffect(() => {
    removeInvalidConsent();
  }, []);
  // Only ask the server once we know, in the browser, that no valid choice is stored.
  const needsChoice = stored === null;
  const { data } = useShowBannerQuery(undefined, { skip: !needsChoice });
  const [logChoice] = useLogChoiceMutation();
  const version = data?.Version ?? '';

  const choose = useCallback(
    (acceptAll: boolean) => {
      storeConsent(acceptAll ? ACCEPT_ALL : ESSENTIAL_ONLY);
      void logChoice({ loadThirdParty: acceptAll, version, url: window.location.href });
    },
    [logChoice, version],
  );

  return { visible: needsChoice && data?.ShowBanner === true, choose };
}
