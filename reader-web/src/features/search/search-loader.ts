import type { LoaderFunctionArgs } from 'react-router-dom';
import { preloadQuery } from '../../shared/routing/preload';
import { storeOf, type StoreSource } from '../../shared/routing/store-source';
import type { RouteMeta } from '../seo/page-meta';
import { searchApi } from './api/search-api';
import { searchParams } from './search-params';

/**
 * /search?q=&page=: the results are loaded before the page renders (on the server too). A failed
 * search still shows the page, with its error; results pages stay out of search engines' indexes.
 */
export function searchLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const { request } = args;
    const store = storeOf(source, args);
    const { q, page, problem } = searchParams(new URL(request.url).searchParams);
    if (!problem) await preloadQuery(store, searchApi.endpoints.searchPage.initiate({ q, page }));
    return {
      title: problem ? 'Search' : page > 1 ? `Search: ${q} (page ${page})` : `Search: ${q}`,
      description: 'Questions, positions, arguments and tags that match your search.',
      canonicalPath: null,
      noindex: true,
    };
  };
}
