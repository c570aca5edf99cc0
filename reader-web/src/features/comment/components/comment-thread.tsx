import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { CommentDto } from '../../../api/types';
import { LoadMore } from '../../../shared/components/load-more';
import { ViewerPending } from '../../auth/components/viewer-pending';
import { useViewer } from '../../auth/hooks/use-viewer';
import { useGetCommentsInfiniteQuery, useNewCommentMutation } from '../api/comment-api';
import { CommentForm } from './lazy-comment-form';
import type { ThreadContext } from './comment-item';
import '../../vote/components/vote.css';

// The comments (their reply, edit, delete and report tools) load with the thread's first page:
// the thread itself is filled in by the browser only, never part of the page's first paint.
const RootComment = lazy(() => import('./root-comment').then((m) => ({ default: m.RootComment })));

/**
 * The comments of a question or argument, 50 top-level comments at a time ("Load more comments"),
 * each with its first replies. Loaded in the browser only (the hook does not run in a server
 * render), so the cached anonymous page does not change.
 */
export function CommentThread({ threadID }: { threadID: string }) {
  const { status, user } = useViewer();
  const { pathname } = useLocation();
  const {
    data,
    isLoading,
    isError,
    error,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useGetCommentsInfiniteQuery(threadID);
  const [newComment] = useNewCommentMutation();
  // The reader's own new comments: the newest sort last, maybe on a page not loaded yet.
  const [own, setOwn] = useState<CommentDto[]>([]);
  const remember = (comment: CommentDto) =>
    setOwn((list) => [...list.filter((c) => c.CommentID !== comment.CommentID), comment]);

  let list;
  if (!data) {
    list = isError ? (
      <p role="alert">An error occurred.</p>
    ) : isLoading ? (
      <p className="loading">Loading...</p>
    ) : null;
  } else {
    const loaded = data.pages.flatMap((page) => page.Comments);
    const ids = new Set(loaded.map((comment) => comment.CommentID));
    const comments = [
      ...loaded,
      ...own.filter((comment) => comment.ParentID === null && !ids.has(comment.CommentID)),
    ];
    const ctx: ThreadContext = {
      threadID,
      pathname,
      user,
      canDeleteComments: data.pages[0]?.canDeleteComments ?? false,
      reportedByMe: new Set(data.pages.flatMap((page) => page.ReportedByMe)),
      remember,
    };
    list =
      comments.length === 0 ? (
        <p className="muted">No comments yet.</p>
      ) : (
        <Suspense fallback={<p className="loading">Loading...</p>}>
          <ol>
            {comments.map((comment) => (
              <RootComment key={comment.CommentID} comment={comment} own={own} ctx={ctx} />
            ))}
          </ol>
        </Suspense>
      );
  }

  return (
    <section className="comment-thread" aria-labelledby="comments-title">
      <h2 id="comments-title">Comments</h2>
      {status === 'pending' ? (
        <ViewerPending className="comment-signup" />
      ) : user ? (
        <CommentForm
          label="Your comment"
          submitLabel="Comment"
          onSubmit={async (body) => {
            remember(await newComment({ threadID, parentID: null, body, pathname }).unwrap());
            return true;
          }}
        />
      ) : (
        <p className="comment-signup">
          <Link to="/signup">Sign up</Link> or <Link to="/login">log in</Link> to comment.
        </p>
      )}
      {list}
      {hasNextPage && (
        <LoadMore
          className="comment-thread__more"
          label="Load more comments"
          loading={isFetchingNextPage}
          error={isFetchNextPageError ? error : undefined}
          onLoad={() => void fetchNextPage()}
        />
      )}
    </section>
  );
}
