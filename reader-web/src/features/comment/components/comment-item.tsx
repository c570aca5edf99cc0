import { Suspense, useState } from 'react';
import type { CommentDto, CurrentUser, ReportCommentDto } from '../../../api/types';
import { errorMessage } from '../../../shared/api/base-query';
import {
  useDeleteCommentMutation,
  useEditCommentMutation,
  useNewCommentMutation,
  useReportCommentMutation,
} from '../api/comment-api';
import { CommentForm } from './lazy-comment-form';
import { LazyReportDialog } from './lazy-report-dialog';

export function deletedMessage(reason: CommentDto['DeletedReason']): string {
  if (reason === 'user') return 'This comment was deleted by its author';
  if (reason === 'moderator') return 'This comment was deleted by a moderator';
  return 'This comment has been deleted';
}

export interface ThreadContext {
  threadID: string;
  pathname: string;
  user: CurrentUser | null;
  canDeleteComments: boolean;
  /** The comments the reader has reported (their thread pages say so). */
  reportedByMe: ReadonlySet<string>;
  /** Keeps the reader's own new or changed comment in view until the pages hold it. */
  remember: (comment: CommentDto) => void;
}

export function CommentItem({
  comment,
  ctx,
  children,
}: {
  comment: CommentDto;
  ctx: ThreadContext;
  /** Shown after the replies (a "Load more replies" button). */
  children?: React.ReactNode;
}) {
  const [mode, setMode] = useState<'view' | 'reply' | 'edit' | 'confirm-delete' | 'report'>('view');
  const [error, setError] = useState<string | null>(null);
  const [reportedNow, setReportedNow] = useState(false);
  const [newComment] = useNewCommentMutation();
  const [editComment] = useEditCommentMutation();
  const [deleteComment, { isLoading: deleting }] = useDeleteCommentMutation();
  const [reportComment] = useReportCommentMutation();
  const { user, threadID, pathname } = ctx;
  const own = !!user && user.uid === comment.UID;
  const reported = reportedNow || ctx.reportedByMe.has(comment.CommentID);

  // Errors show beside the comment, never in a browser alert.
  const onDelete = async () => {
    setError(null);
    const result = await deleteComment({ commentID: comment.CommentID, pathname, threadID });
    setMode('view');
    if ('error' in result && result.error) setError(errorMessage(result.error));
    else if (result.data) ctx.remember(result.data);
  };
  const onReport = async (reason: NonNullable<ReportCommentDto['reason']>, details: string) => {
    const result = await reportComment({
      commentID: comment.CommentID,
      pathname,
      reason,
      ...(details ? { details } : {}),
    });
    if ('error' in result && result.error) return result.error;
    setReportedNow(true);
    setMode('view');
    return undefined;
  };

  return (
    <li className="comment" id={`comment-${comment.CommentID}`}>
      {comment.Deleted ? (
        <p className="comment__deleted muted">{deletedMessage(comment.DeletedReason)}</p>
      ) : (
        <article aria-label={`Comment by ${comment.UsernameCased}`}>
          <p className="comment__meta">
            <strong>{comment.UsernameCased}</strong>
            {comment.ReplyToName && ` replying to ${comment.ReplyToName}`}
            {' · '}
            <time dateTime={comment.Created}>{comment.Created.slice(0, 10)}</time>
            {comment.Edited && ' - edited'}
          </p>
          {mode === 'edit' ? (
            <CommentForm
              label="Edit your comment"
              submitLabel="Save"
              initial={comment.Body}
              onCancel={() => setMode('view')}
              onSubmit={async (body) => {
                ctx.remember(
                  await editComment({
                    commentID: comment.CommentID,
                    newBody: body,
                    pathname,
                    threadID,
                  }).unwrap(),
                );
                setMode('view');
                return false;
              }}
            />
          ) : (
            <p className="comment__body">{comment.Body}</p>
          )}
          {user && mode === 'confirm-delete' && (
            <div className="comment__actions" role="group" aria-label="Confirm the deletion">
              <span>Delete this comment?</span>{' '}
              <button type="button" className="link-button" disabled={deleting} onClick={onDelete}>
                {deleting ? 'Deleting...' : 'Delete'}
              </button>{' '}
              <button type="button" className="link-button" onClick={() => setMode('view')}>
                Cancel
              </button>
            </div>
          )}
          {user && (mode === 'view' || mode === 'report') && (
            <div className="comment__actions">
              <button type="button" className="link-button" onClick={() => setMode('reply')}>
                Reply
              </button>
              {own && (
                <button type="button" className="link-button" onClick={() => setMode('edit')}>
                  Edit
                </button>
              )}
              {(own || ctx.canDeleteComments) && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    setError(null);
                    setMode('confirm-delete');
                  }}
                >
                  Delete
                </button>
              )}
              {!own &&
                (reported ? (
                  <span className="comment__reported muted">Reported</span>
                ) : (
                  <button type="button" className="link-button" onClick={() => setMode('report')}>
                    Report
                  </button>
                ))}
            </div>
          )}
          {mode === 'report' && (
            <Suspense fallback={<p className="muted">Loading...</p>}>
              <LazyReportDialog
                author={comment.UsernameCased}
                onReport={onReport}
                onClose={() => setMode('view')}
              />
            </Suspense>
          )}
          {error && (
            <p role="alert" className="form-error comment__error">
              {error}
            </p>
          )}
          {mode === 'reply' && (
            <CommentForm
              label={`Reply to ${comment.UsernameCased}`}
              submitLabel="Reply"
              onCancel={() => setMode('view')}
              onSubmit={async (body) => {
                ctx.remember(
                  await newComment({
                    threadID,
                    parentID: comment.CommentID,
                    body,
                    pathname,
                  }).unwrap(),
                );
                setMode('view');
                return true;
              }}
            />
          )}
        </article>
      )}
      {comment.Children.length > 0 && <CommentList comments={comment.Children} ctx={ctx} />}
      {children}
    </li>
  );
}

export function CommentList({ comments, ctx }: { comments: CommentDto[]; ctx: ThreadContext }) {
  return (
    <ol>
      {comments.map((comment) => (
        <CommentItem key={comment.CommentID} comment={comment} ctx={ctx} />
      ))}
    </ol>
  );
}
