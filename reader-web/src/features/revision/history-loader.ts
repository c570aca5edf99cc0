import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { loadQuery, type RouteErrorData } from '../../shared/routing/preload';
import { storeOf, type StoreSource } from '../../shared/routing/store-source';
import { TYPE_LABEL } from '../artifact/artifact-types';
import type { RouteMeta } from '../seo/page-meta';
import { revisionApi } from './api/revision-api';
import { historiesText, historyKindOf } from './history-kind';

export function historyLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const { params } = args;
    const store = storeOf(source, args);
    const level = params.level ?? '';
    const type = historyKindOf(level);
    if (!type) {
      throw data(
        {
          title: 'Unknown history type',
          message: `There is no history for "${level}". Histories exist for ${historiesText()}.`,
        } satisfies RouteErrorData,
        { status: 404 },
      );
    }
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
