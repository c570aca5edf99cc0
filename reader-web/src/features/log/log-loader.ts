import { data, type LoaderFunctionArgs } from 'react-router-dom';
import type { ApiError } from '../../shared/api/base-query';
import type { RouteErrorData } from '../../shared/routing/preload';
import { storeOf, type StoreSource } from '../../shared/routing/store-source';
import type { RouteMeta } from '../seo/page-meta';
import { logApi } from './api/log-api';
import { LOG_ACTIONS, LOG_FILTER_LABEL, logPath, logQueryOf } from './log-actions';

const NO_SUCH_LOG: RouteErrorData = {
  title: 'No such log page',
  message: `The moderation log lists these actions: ${LOG_ACTIONS.join(', ')}; its pages are numbered from 1.`,
};

/** /log?action=&page=: the public moderation log, server-rendered from the page asked for. */
export function logLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const query = logQueryOf(new URL(args.request.url).searchParams);
    if (!query) throw data(NO_SUCH_LOG, { status: 404 });
    const result = storeOf(source, args).dispatch(logApi.endpoints.getLog.initiate(query));
    try {
      const { error } = await result;
      if (error) {
        const { status, error: message } = error as Partial<ApiError>;
        // A page the API refuses (past the end of its range) is as absent as a malformed one.
        if (status === 400 || status === 404) throw data(NO_SUCH_LOG, { status: 404 });
        throw data(
          {
            title: 'The moderation log could not be loaded',
            message: message ?? 'Request failed.',
          } satisfies RouteErrorData,
          { status: typeof status === 'number' && status >= 400 ? status : 502 },
        );
      }
    } finally {
      result.unsubscribe();
    }
    const filter = query.action ? `: ${LOG_FILTER_LABEL[query.action]}` : '';
    const page = query.page > 1 ? ` (page ${query.page})` : '';
    return {
      title: `Moderation log${filter}${page}`,
      description:
        'Moderation on the site, in public: deletions, restorations, undos, comment removals and role changes, with their reasons.',
      canonicalPath: logPath(query.action, query.page),
      noindex: true,
    };
  };
}
