import { lazy, Suspense } from 'react';
import type { CommentFormProps } from './comment-form';

// Its own chunk: a comment form shows only to a signed-in reader, after the page has hydrated,
// so the read page's first JavaScript need not carry it.
const Form = lazy(() => import('./comment-form').then((m) => ({ default: m.CommentForm })));

export function CommentForm(props: CommentFormProps) {
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}
