import { api, onWriteSuccess } from '../../../shared/api/api';
import type { ArticleGuideDto, ArticlePageDto, NewArticleResultDto } from '../../../api/types';

export const articleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArticle: build.query<ArticlePageDto, string>({
      query: (articleID) => ({ url: '/article/get', params: { articleID } }),
      providesTags: ['Content'],
    }),
    getGuide: build.query<ArticleGuideDto, void>({
      query: () => ({ url: '/article/guide' }),
      providesTags: ['Content'],
    }),
    newArticle: build.mutation<NewArticleResultDto, { title: string }>({
      query: (body) => ({ url: '/article/new', method: 'POST', body }),
      invalidatesTags: onWriteSuccess,
    }),
  }),
});

export const { useGetArticleQuery, useGetGuideQuery, useNewArticleMutation } = articleApi;
