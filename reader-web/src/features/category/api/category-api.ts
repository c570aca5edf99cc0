import { api } from '../../../app/api';
import type { CategoryPageDto } from '../../../api/types';

export const categoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategory: build.query<CategoryPageDto, string>({
      query: (categoryID) => ({ url: '/category/get', params: { categoryID } }),
      providesTags: ['Content'],
    }),
  }),
});

export const { useGetCategoryQuery } = categoryApi;
