import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../shared/hooks/use-hydrated';

const CookieBanner = lazy(() =>
  import('./cookie-banner').then((m) => ({ default: m.CookieBanner })),
);

/**
 * The cookie banner, loaded once the page is hydrated: whether to show it depends on the consent
 * stored in the browser and on the server's answer, so neither the server nor the hydrating render
 * shows it, and its code stays off the first load.
 */
export function LazyCookieBanner() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  ) : null;
}
