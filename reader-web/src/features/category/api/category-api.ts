import { api, onWriteSuccess } from '../../../shared/api/api';
import type { CategoryListDto, CategoryPageDto, NewCategoryResultDto } from '../../../api/types';

export const categoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategory: build.query<CategoryPageDto, string>({
      query: (categoryID) => ({ url: '/category/get', params: { categoryID } }),
      providesTags: ['Content'],
    }),
    /** Every live category, by title (the category chooser). */
    listCategories: build.query<CategoryListDto, void>({
      query: () => ({ url: '/category/list' }),
      providesTags: ['Content'],
    }),
    newCategory: build.mutation<NewCategoryResultDto, { title: string }>({
      query: (body) => ({ url: '/category/new', method: 'POST', body }),
      invalidatesTags: onWriteSuccess,
    }),
  }),
});

export const { useGetCategoryQuery, useListCategoriesQuery, useNewCategoryMutation } = categoryApi;
