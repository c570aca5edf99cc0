import { lazy } from 'react';

/** The Link add/edit modal: its own chunk, loaded the first time a member opens it. */
export const LazyLinkModal = lazy(() => import('./link-modal'));
