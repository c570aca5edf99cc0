import { useState } from 'react';
import type { CommentDto } from '../../../api/types';
import { LoadMore } from '../../../shared/components/load-more';
import { useGetRepliesInfiniteQuery } from '../api/comment-api';
import { CommentItem, type ThreadContext } from './comment-item';
import { flatten, nestReplies, ownRepliesUnder } from './thread-rows';

/**
 * A top-level comment with the replies its thread page brought, and a "Load more replies" button
 * when it has more (fetched only once asked for).
 */
export function RootComment({
  comment,
  own,
  ctx,
}: {
  comment: CommentDto;
  /** The reader's own new comments in this thread, oldest first. */
  own: CommentDto[];
  ctx: ThreadContext;
}) {
  const after = comment.RepliesCursor ?? null;
  const [asked, setAsked] = useState(false);
  const { data, hasNextPage, fetchNextPage, refetch, isFetching, isError, error } =
    useGetRepliesInfiniteQuery(
      { threadID: ctx.threadID, commentID: comment.CommentID, after: after ?? '' },
      { skip: !asked || !after },
    );
  const loaded = [...flatten(comment.Children), ...(data?.pages.flatMap((p) => p.Replies) ?? [])];
  const known = new Set([comment.CommentID, ...loaded.map((reply) => reply.CommentID)]);
  const replies = nestReplies(comment.CommentID, [...loaded, ...ownRepliesUnder(known, own)]);
  const more = after !== null && (!asked || isFetching || isError || hasNextPage);
  const load = () => {
    if (!asked) setAsked(true);
    else if (data) void fetchNextPage();
    else void refetch();
  };

  return (
    <CommentItem comment={{ ...comment, Children: replies }} ctx={ctx}>
      {more && (
        <LoadMore
          className="comment__more"
          buttonClassName="link-button"
          label="Load more replies"
          loading={isFetching}
          error={isError ? error : undefined}
          onLoad={load}
        />
      )}
    </CommentItem>
  );
}
