import { useState } from 'react';
import type { CommentDto, CurrentUser } from '../../../api/types';
import { errorMessage } from '../../../shared/api/base-query';
import {
  useDeleteCommentMutation,
  useEditCommentMutation,
  useNewCommentMutation,
  useReportCommentMutation,
} from '../api/comment-api';
import { CommentForm } from './comment-form';

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
  const [mode, setMode] = useState<'view' | 'reply' | 'edit'>('view');
  const [newComment] = useNewCommentMutation();
  const [editComment] = useEditCommentMutation();
  const [deleteComment] = useDeleteCommentMutation();
  const [reportComment] = useReportCommentMutation();
  const { user, threadID, pathname } = ctx;
  const own = !!user && user.uid === comment.UID;

  const onDelete = async () => {
    if (!window.confirm('Are you sure you want to delete this comment?')) return;
    const result = await deleteComment({ commentID: comment.CommentID, pathname, threadID });
    if ('error' in result && result.error) window.alert(errorMessage(result.error));
    else if (result.data) ctx.remember(result.data);
  };
  const onReport = async () => {
    if (!window.confirm('Are you sure you want to report this comment?')) return;
    const result = await reportComment({ commentID: comment.CommentID, pathname });
    if ('error' in result && result.error) window.alert(errorMessage(result.error));
    else window.alert('Comment reported');
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
          {user && mode === 'view' && (
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
                <button type="button" className="link-button" onClick={onDelete}>
                  Delete
                </button>
              )}
              {!own && (
                <button type="button" className="link-button" onClick={onReport}>
                  Report
                </button>
              )}
            </div>
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
