import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadQuery, preloadQuery } from '../../shared/routing/preload';
import { storeOf, type StoreSource } from '../../shared/routing/store-source';
import { convoApi } from '../convo/api/convo-api';
import { CONVOS_PER_PAGE, listParams } from '../convo/list-params';
import type { RouteMeta } from '../seo/page-meta';
import { categoryApi } from './api/category-api';

/** The ?page= of a category's questions (page 1 when unreadable). */
export function categoryPageOf(search: URLSearchParams): number {
  return listParams(search).page;
}

/** The category, and the page of its questions the URL asks for (not loadQuery: it may fail alone). */
async function loadCategory(source: StoreSource, args: LoaderFunctionArgs) {
  const store = storeOf(source, args);
  const id = args.params.id ?? '';
  const page = categoryPageOf(new URL(args.request.url).searchParams);
  const [data] = await Promise.all([
    loadQuery(store, categoryApi.endpoints.getCategory.initiate(id)),
    preloadQuery(
      store,
      convoApi.endpoints.listConvos.initiate({ page, perPage: CONVOS_PER_PAGE, category: id }),
    ),
  ]);
  return { ...data, page };
}

/** /categories/{id}: the category's page, its questions a page at a time. */
export function categoryLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const { Category, page } = await loadCategory(source, args);
    return {
      title: page > 1 ? `${Category.Title}, page ${page}` : Category.Title,
      description: Category.Description || `Questions in the category ${Category.Title}.`,
      canonicalPath: page > 1 ? `${Category.Link}?page=${page}` : Category.Link,
    };
  };
}

/** /edit/categories/{id}: an edit page, out of search engines' index. */
export function categoryEditLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const { Category } = await loadCategory(source, args);
    return {
      title: `Edit: ${Category.Title}`,
      description: Category.Description || `The category ${Category.Title}.`,
      canonicalPath: Category.Link,
      noindex: true,
    };
  };
}
