import { lazy } from 'react';

// Loaded the first time an editor opens it.
export const LazyNewArticleModal = lazy(() =>
  import('./new-article-modal').then((m) => ({ default: m.NewArticleModal })),
);
