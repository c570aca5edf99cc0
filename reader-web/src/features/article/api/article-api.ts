import { api, onWriteSuccess } from '../../../shared/api/api';
import type { ArticlePageDto, NewArticleResultDto } from '../../../api/types';

export const articleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArticle: build.query<ArticlePageDto, string>({
      query: (articleID) => ({ url: '/article/get', params: { articleID } }),
      providesTags: ['Content'],
    }),
    newArticle: build.mutation<NewArticleResultDto, { title: string }>({
      query: (body) => ({ url: '/article/new', method: 'POST', body }),
      invalidatesTags: onWriteSuccess,
    }),
  }),
});

export const { useGetArticleQuery, useNewArticleMutation } = articleApi;
