import { lazy, Suspense } from 'react';
import type { ConvoPositionDto } from '../../../api/types';
import { useHydrated } from '../../../shared/hooks/use-hydrated';

// Its own chunk: the read page's first JavaScript stays within its budget; the groups come after.
const OpinionGroups = lazy(() =>
  import('./opinion-groups').then((m) => ({ default: m.OpinionGroups })),
);

/**
 * The groups, once the page is hydrated: the server's render (renderToString) cannot wait for a
 * lazy chunk, and a render that suspends there would make the browser render the page again.
 */
export function LazyOpinionGroups(props: { convoID: string; positions: ConvoPositionDto[] }) {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <OpinionGroups {...props} />
    </Suspense>
  ) : null;
}
