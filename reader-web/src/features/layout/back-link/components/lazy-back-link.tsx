import { lazy, Suspense, useSyncExternalStore } from 'react';

const BackLink = lazy(() => import('./back-link').then((m) => ({ default: m.BackLink })));

const noSubscription = () => () => {};

/**
 * The Back link, loaded once the page is hydrated: neither the server nor the hydrating render
 * can show it (they cannot know the previous page), so its code stays off the first load.
 */
export function LazyBackLink() {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? (
    <Suspense fallback={null}>
      <BackLink />
    </Suspense>
  ) : null;
}
