import { lazy } from 'react';

// The proponent modals: one chunk, loaded the first time a member opens one.
const load = () => import('./modals');

export const LazyAddProponentFlow = lazy(() =>
  load().then((m) => ({ default: m.AddProponentFlow })),
);
export const LazyQuoteEditModal = lazy(() => load().then((m) => ({ default: m.QuoteEditModal })));
export const LazyQuoteDeleteModal = lazy(() =>
  load().then((m) => ({ default: m.QuoteDeleteModal })),
);
