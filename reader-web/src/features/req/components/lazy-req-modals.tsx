import { lazy } from 'react';

// Loaded the first time someone opens it: the read pages' first load carries no modal code.
export const LazyNewReqModal = lazy(() =>
  import('./new-req-modal').then((m) => ({ default: m.NewReqModal })),
);
