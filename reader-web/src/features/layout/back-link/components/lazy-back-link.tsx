import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../../shared/hooks/use-hydrated';

const BackLink = lazy(() => import('./back-link').then((m) => ({ default: m.BackLink })));

/**
 * The Back link, loaded once the page is hydrated: neither the server nor the hydrating render
 * can show it (they cannot know the previous page), so its code stays off the first load.
 */
export function LazyBackLink() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <BackLink />
    </Suspense>
  ) : null;
}
