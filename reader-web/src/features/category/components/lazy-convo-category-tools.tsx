import { lazy, Suspense } from 'react';
import type { CategoryRefDto } from '../../../api/types';

// Edit mode only: a reader's question page never loads the category tools.
const ConvoCategoryTools = lazy(() =>
  import('./convo-category-tools').then((m) => ({ default: m.ConvoCategoryTools })),
);

export function LazyConvoCategoryTools(props: { convoID: string; categories: CategoryRefDto[] }) {
  return (
    <Suspense fallback={null}>
      <ConvoCategoryTools {...props} />
    </Suspense>
  );
}
