import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadQuery } from '../../shared/routing/preload';
import { storeOf, type StoreSource } from '../../shared/routing/store-source';
import type { RouteMeta } from '../seo/page-meta';
import { openDataApi } from './api/open-data-api';

export const OPEN_DATA_META: RouteMeta = {
  title: 'Open data',
  description:
    'Download the whole encyclopedia: its public content and history (CC BY-SA 4.0) and vote counts (CC0), refreshed nightly.',
  canonicalPath: '/data',
};

/** /data: the latest dump, server-rendered with its files. */
export function openDataLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    await loadQuery(storeOf(source, args), openDataApi.endpoints.getDumps.initiate());
    return OPEN_DATA_META;
  };
}
