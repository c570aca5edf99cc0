import { lazy } from 'react';

/** The Reference modal: its own chunk, loaded the first time a member opens it. */
export const LazyReferenceModal = lazy(() => import('./reference-modal'));
