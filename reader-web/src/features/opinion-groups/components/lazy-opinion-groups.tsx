import { lazy, Suspense } from 'react';
import type { ConvoPositionDto } from '../../../api/types';

// Its own chunk: the read page's first JavaScript stays within its budget; the groups come after.
const OpinionGroups = lazy(() =>
  import('./opinion-groups').then((m) => ({ default: m.OpinionGroups })),
);

export function LazyOpinionGroups(props: { convoID: string; positions: ConvoPositionDto[] }) {
  return (
    <Suspense fallback={null}>
      <OpinionGroups {...props} />
    </Suspense>
  );
}
