import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { loadQuery, type RouteErrorData } from '../../shared/routing/preload';
import { storeOf, type StoreSource } from '../../shared/routing/store-source';
import { isLevel, TYPE_LABEL, TYPE_OF_LEVEL } from '../artifact/artifact-types';
import type { RouteMeta } from '../seo/page-meta';
import { revisionApi } from './api/revision-api';

export function historyLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const { params } = args;
    const store = storeOf(source, args);
    const level = params.level ?? '';
    if (!isLevel(level)) {
      throw data(
        {
          title: 'Unknown history type',
          message: `There is no history for "${level}". Histories exist for questions (c), positions (p), arguments (a), tags, people, requests, articles and categories.`,
        } satisfies RouteErrorData,
        { status: 404 },
      );
    }
    const type = TYPE_OF_LEVEL[level];
    const history = await loadQuery(
      store,
      revisionApi.endpoints.getHistory.initiate({ type, id: params.id ?? '' }),
    );
    const name = history.pages[0]?.Revisions[0]?.ArtifactName;
    return {
      title: name ? `History of ${name}` : 'History',
      description: `Every change to this ${TYPE_LABEL[type].toLowerCase()}, newest first.`,
      noindex: true,
    };
  };
}
