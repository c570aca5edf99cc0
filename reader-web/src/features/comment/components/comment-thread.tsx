import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { CommentDto, CurrentUser } from '../../../api/types';
import { errorMessage } from '../../../app/base-query';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import {
  useDeleteCommentMutation,
  useEditCommentMutation,
  useGetCommentsQuery,
  useNewCommentMutation,
  useReportCommentMutation,
} from '../api/comment-api';
import '../../vote/components/vote.css';

export function deletedMessage(reason: CommentDto['DeletedReason']): string {
  if (reason === 'user') return 'This comment was deleted by its author';
  if (reason === 'moderator') return 'This comment was deleted by a moderator';
  return 'This comment has been deleted';
}

interface CommentFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (body: string) => Promise<boolean>;
  onCancel?: () => void;
}

function CommentForm({ label, submitLabel, initial = '', onSubmit, onCancel }: CommentFormProps) {
  const [text, setText] = useState(initial);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setSubmitting(true);
    setError(null);
    try {
      if (await onSubmit(text.trim())) setText('');
    } catch (caught) {
      setError(caught);
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <form onSubmit={submit} className="comment-form">
      <textarea
        aria-label={label}
        maxLength={5000}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {error ? (
        <p role="alert" className="form-error">
          {errorMessage(error)}
        </p>
      ) : null}
      <div className="comment__actions">
        <button type="submit" className="button" disabled={submitting || !text.trim()}>
          {submitting ? 'Submitting...' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

interface ThreadContext {
  threadID: string;
  pathname: string;
  user: CurrentUser | null;
  canDeleteComments: boolean;
}

function CommentItem({ comment, ctx }: { comment: CommentDto; ctx: ThreadContext }) {
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
                await editComment({
                  commentID: comment.CommentID,
                  newBody: body,
                  pathname,
                  threadID,
                }).unwrap();
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
                await newComment({
                  threadID,
                  parentID: comment.CommentID,
                  body,
                  pathname,
                }).unwrap();
                setMode('view');
                return true;
              }}
            />
          )}
        </article>
      )}
      {comment.Children.length > 0 && <CommentList comments={comment.Children} ctx={ctx} />}
    </li>
  );
}

function CommentList({ comments, ctx }: { comments: CommentDto[]; ctx: ThreadContext }) {
  return (
    <ol>
      {comments.map((comment) => (
        <CommentItem key={comment.CommentID} comment={comment} ctx={ctx} />
      ))}
    </ol>
  );
}

/**
 * The comments of a question or argument. Loaded in the browser only (the hook does not run in
 * a server render), so the cached anonymous page does not change.
 */
export function CommentThread({ threadID }: { threadID: string }) {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const { data, isLoading, isError } = useGetCommentsQuery(threadID);
  const [newComment] = useNewCommentMutation();

  let list;
  if (isError) list = <p role="alert">An error occurred.</p>;
  else if (isLoading || !data) list = <p className="loading">Loading...</p>;
  else if (data.Comments.length === 0) list = <p className="muted">No comments yet.</p>;
  else {
    list = (
      <CommentList
        comments={data.Comments}
        ctx={{ threadID, pathname, user, canDeleteComments: data.canDeleteComments }}
      />
    );
  }

  return (
    <section className="comment-thread" aria-labelledby="comments-title">
      <h2 id="comments-title">Comments</h2>
      {user ? (
        <CommentForm
          label="Your comment"
          submitLabel="Comment"
          onSubmit={async (body) => {
            await newComment({ threadID, parentID: null, body, pathname }).unwrap();
            return true;
          }}
        />
      ) : (
        <p className="comment-signup">
          <Link to="/signup">Sign up</Link> or <Link to="/login">log in</Link> to comment.
        </p>
      )}
      {list}
    </section>
  );
}
