import { api } from '../../../app/api';
import type { ArticlePageDto, NewArticleResultDto } from '../../../api/types';

/** Only a successful write changes what the pages show. */
const onSuccess = (result: unknown) => (result ? (['Content', 'History'] as const) : []);

export const articleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArticle: build.query<ArticlePageDto, string>({
      query: (articleID) => ({ url: '/article/get', params: { articleID } }),
      providesTags: ['Content'],
    }),
    newArticle: build.mutation<NewArticleResultDto, { title: string }>({
      query: (body) => ({ url: '/article/new', method: 'POST', body }),
      invalidatesTags: onSuccess,
    }),
  }),
});

export const { useGetArticleQuery, useNewArticleMutation } = articleApi;
