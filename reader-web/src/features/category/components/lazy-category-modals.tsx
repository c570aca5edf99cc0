import { lazy } from 'react';

// Loaded the first time an editor opens one.
export const LazyNewCategoryModal = lazy(() =>
  import('./new-category-modal').then((m) => ({ default: m.NewCategoryModal })),
);
export const LazyCategoryChooserModal = lazy(() =>
  import('./category-chooser-modal').then((m) => ({ default: m.CategoryChooserModal })),
);
