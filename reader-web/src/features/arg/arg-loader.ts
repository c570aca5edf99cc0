import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadQuery, preloadQuery } from '../../shared/routing/preload';
import { storeOf, type StoreSource } from '../../shared/routing/store-source';
import { artifactMeta, isEditPath } from '../artifact/artifact-meta';
import { quoteApi } from '../quote/api/quote-api';
import { preloadReferences } from '../reference/reference-loaders';
import type { RouteMeta } from '../seo/page-meta';
import { argStructuredData } from '../seo/structured-data';
import { redirectToCanonical } from '../slug/canonical-redirect';
import { argApi } from './api/arg-api';

export function argLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const { params, request } = args;
    const store = storeOf(source, args);
    const id = params.id ?? '';
    const [page] = await Promise.all([
      loadQuery(store, argApi.endpoints.getArg.initiate(id)),
      preloadQuery(store, argApi.endpoints.getNextArg.initiate(id)),
    ]);
    redirectToCanonical(request, id, page.Arg.ArgID, page.Arg.Link);
    // Read by its slug: the page asks for where to read on by the argument's id.
    if (id !== page.Arg.ArgID) {
      await preloadQuery(store, argApi.endpoints.getNextArg.initiate(page.Arg.ArgID));
    }
    await preloadReferences(store, page);
    // Not loadQuery: the argument still shows when its quotes cannot be read.
    await preloadQuery(store, quoteApi.endpoints.getArgQuotes.initiate(page.Arg.ArgID));
    const editing = isEditPath(request);
    return {
      ...artifactMeta(page.Arg.Title, page.Arg.Description, page.Arg.Link, editing),
      structuredData: argStructuredData(page),
    };
  };
}
