import { lazy } from 'react';

const load = () => import('./modals');

export const LazyEditFieldModal = lazy(() => load().then((m) => ({ default: m.EditFieldModal })));
export const LazyDeleteModal = lazy(() => load().then((m) => ({ default: m.DeleteModal })));
export const LazyEditOrderModal = lazy(() => load().then((m) => ({ default: m.EditOrderModal })));
export const LazyChangeParentModal = lazy(() =>
  load().then((m) => ({ default: m.ChangeParentModal })),
);
