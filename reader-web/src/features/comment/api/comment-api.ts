import { api } from '../../../app/api';
import type {
  CommentDto,
  CommentRefDto,
  CommentsDto,
  EditCommentDto,
  NewCommentDto,
  ReportResultDto,
} from '../../../api/types';

const thread = (threadID: string) => [{ type: 'Comments' as const, id: threadID }];

export const commentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getComments: build.query<CommentsDto, string>({
      query: (threadID) => ({ url: '/comment/get', method: 'POST', body: { threadID } }),
      providesTags: (_result, _error, threadID) => thread(threadID),
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
    reportComment: build.mutation<ReportResultDto, CommentRefDto>({
      query: (body) => ({ url: '/comment/report', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetCommentsQuery,
  useNewCommentMutation,
  useEditCommentMutation,
  useDeleteCommentMutation,
  useReportCommentMutation,
} = commentApi;
