import { lazy, Suspense } from 'react';

// Shown with a signed-in voter's results only: a read page's first load carries none of it.
const CrossTabTable = lazy(() =>
  import('./crosstab-table').then((m) => ({ default: m.CrossTabTable })),
);

export function LazyCrossTab({ convoID }: { convoID: string }) {
  return (
    <Suspense fallback={null}>
      <CrossTabTable convoID={convoID} />
    </Suspense>
  );
}
