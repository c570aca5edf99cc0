import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadQuery } from '../../shared/routing/preload';
import { storeOf, type StoreSource } from '../../shared/routing/store-source';
import { isEditPath } from '../artifact/artifact-meta';
import type { RouteMeta } from '../seo/page-meta';
import { redirectToCanonical } from '../slug/canonical-redirect';
import { tagApi } from './api/tag-api';

export function tagLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const { params, request } = args;
    const store = storeOf(source, args);
    const page = await loadQuery(store, tagApi.endpoints.getTag.initiate(params.id ?? ''));
    redirectToCanonical(request, params.id ?? '', page.Tag.TagID, page.Tag.Link);
    const editing = isEditPath(request);
    return {
      title: `${editing ? 'Edit: ' : ''}Tag: ${page.Tag.Name}`,
      description: page.Description || `Questions and arguments tagged ${page.Tag.Name}.`,
      canonicalPath: page.Tag.Link,
      ...(editing ? { noindex: true } : {}),
    };
  };
}
