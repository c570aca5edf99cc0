import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadQuery } from '../../app/preload';
import { storeOf, type StoreSource } from '../../app/store-source';
import type { RouteMeta } from '../seo/page-meta';
import { categoryApi } from './api/category-api';

/** /edit/categories/{id}: an edit page, out of search engines' index. */
export function categoryEditLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const page = await loadQuery(
      storeOf(source, args),
      categoryApi.endpoints.getCategory.initiate(args.params.id ?? ''),
    );
    const { Category } = page;
    return {
      title: `Edit: ${Category.Title}`,
      description: Category.Description || `The category ${Category.Title}.`,
      canonicalPath: Category.Link,
      noindex: true,
    };
  };
}
