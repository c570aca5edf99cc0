import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../shared/hooks/use-hydrated';
import type { WatchRef } from '../api/watch-api';

// Its own chunk, loaded after hydration: the read page's first JavaScript stays within budget.
const WatchButton = lazy(() => import('./watch-button').then((m) => ({ default: m.WatchButton })));

/**
 * The watch button, in the browser only: it is personal (the reader's level), and the page's
 * HTML is cached and the same for everyone.
 */
export function LazyWatchButton(props: { target: WatchRef; noun: string }) {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <WatchButton {...props} />
    </Suspense>
  ) : null;
}
