import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadQuery } from '../../shared/routing/preload';
import { storeOf, type StoreSource } from '../../shared/routing/store-source';
import { artifactMeta, isEditPath } from '../artifact/artifact-meta';
import type { RouteMeta } from '../seo/page-meta';
import { posStructuredData } from '../seo/structured-data';
import { redirectToCanonical } from '../slug/canonical-redirect';
import { posApi } from './api/pos-api';

export function posLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const { params, request } = args;
    const store = storeOf(source, args);
    const page = await loadQuery(store, posApi.endpoints.getPos.initiate(params.id ?? ''));
    redirectToCanonical(request, params.id ?? '', page.Pos.PosID, page.Pos.Link);
    const editing = isEditPath(request);
    const description = page.Pos.Description || `A position on “${page.Convo.Title}”`;
    return {
      ...artifactMeta(page.Pos.Title, description, page.Pos.Link, editing),
      structuredData: posStructuredData(page),
    };
  };
}
