import { api } from '../../../shared/api/api';
import type {
  CommentDto,
  CommentRefDto,
  CommentsDto,
  EditCommentDto,
  NewCommentDto,
  RepliesDto,
  ReportCommentDto,
  ReportResultDto,
} from '../../../api/types';

const thread = (threadID: string) => [{ type: 'Comments' as const, id: threadID }];

export interface RepliesArgs {
  threadID: string;
  commentID: string;
  /** The comment's RepliesCursor: the first page starts after it. */
  after: string;
}

export const commentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Pages of top-level comments, oldest first, each with its first replies ("Load more"). */
    getComments: build.infiniteQuery<CommentsDto, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.NextCursor,
      },
      query: ({ queryArg: threadID, pageParam }) => ({
        url: '/comment/get',
        method: 'POST',
        body: pageParam ? { threadID, cursor: pageParam } : { threadID },
      }),
      providesTags: (_result, _error, threadID) => thread(threadID),
    }),
    /** Further replies under a top-level comment, from its RepliesCursor on. */
    getReplies: build.infiniteQuery<RepliesDto, RepliesArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.NextCursor,
      },
      query: ({ queryArg: { commentID, after }, pageParam }) => ({
        url: '/comment/replies',
        method: 'POST',
        body: { commentID, cursor: pageParam ?? after },
      }),
      providesTags: (_result, _error, { threadID }) => thread(threadID),
    }),
    newComment: build.mutation<CommentDto, NewCommentDto>({
      query: (body) => ({ url: '/comment/new', method: 'POST', body }),
      invalidatesTags: (_result, _error, { threadID }) => thread(threadID),
    }),
    editComment: build.mutation<CommentDto, EditCommentDto & { threadID: string }>({
      query: ({ threadID: _threadID, ...body }) => ({ url: '/comment/edit', method: 'POST', body }),
      invalidatesTags: (_result, _error, { threadID }) => thread(threadID),
    }),
    deleteComment: build.mutation<CommentDto, CommentRefDto & { threadID: string }>({
      query: ({ threadID: _threadID, ...body }) => ({
        url: '/comment/delete',
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { threadID }) => thread(threadID),
    }),
    reportComment: build.mutation<ReportResultDto, ReportCommentDto>({
      query: (body) => ({ url: '/comment/report', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetCommentsInfiniteQuery,
  useGetRepliesInfiniteQuery,
  useNewCommentMutation,
  useEditCommentMutation,
  useDeleteCommentMutation,
  useReportCommentMutation,
} = commentApi;
