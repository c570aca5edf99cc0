import { lazy } from 'react';

// The proponents' edit tools and modals: one chunk, loaded once a page is in edit mode.
const load = () => import('./modals');

export const LazyAddProponentButton = lazy(() =>
  load().then((m) => ({ default: m.AddProponentButton })),
);
export const LazyQuoteTools = lazy(() => load().then((m) => ({ default: m.QuoteTools })));
