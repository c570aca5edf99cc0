import { lazy } from 'react';

/** The story modal is its own chunk: a question page's first load carries none of it. */
export const LazyStoryModal = lazy(() =>
  import('./story-modal').then((m) => ({ default: m.StoryModal })),
);
