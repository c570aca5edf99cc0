import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadQuery, preloadQuery } from '../../shared/routing/preload';
import { storeOf, type StoreSource } from '../../shared/routing/store-source';
import { artifactMeta, isEditPath } from '../artifact/artifact-meta';
import type { RouteMeta } from '../seo/page-meta';
import { convoStructuredData } from '../seo/structured-data';
import { redirectToCanonical } from '../slug/canonical-redirect';
import { convoApi } from './api/convo-api';
import { CONVOS_PER_PAGE, listParams, POPULAR_ARGS } from './list-params';
import { articleApi } from '../article/api/article-api';

export function convoLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const { params, request } = args;
    const store = storeOf(source, args);
    const page = await loadQuery(store, convoApi.endpoints.getConvo.initiate(params.id ?? ''));
    redirectToCanonical(request, params.id ?? '', page.Convo.ConvoID, page.Convo.Link);
    const editing = isEditPath(request);
    return {
      ...artifactMeta(page.Convo.Title, page.Convo.Description, page.Convo.Link, editing),
      structuredData: convoStructuredData(page),
    };
  };
}

export function encyclopediaLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const { request } = args;
    const store = storeOf(source, args);
    const url = new URL(request.url);
    const { page, category } = listParams(url.searchParams);
    const plain = page === 1 && !category;
    // Not loadQuery: the page still shows (with a notice) when the list cannot be loaded.
    await Promise.all([
      preloadQuery(
        store,
        convoApi.endpoints.listConvos.initiate({ page, perPage: CONVOS_PER_PAGE, category }),
      ),
      // The front door's own parts: the most voted on questions and the newcomers' guide.
      ...(plain
        ? [
            preloadQuery(store, convoApi.endpoints.listConvos.initiate(POPULAR_ARGS)),
            preloadQuery(store, articleApi.endpoints.getGuide.initiate()),
          ]
        : []),
    ]);
    return {
      title: page > 1 ? `Questions, page ${page}` : undefined,
      canonicalPath: plain ? '/' : url.pathname + url.search,
    };
  };
}
