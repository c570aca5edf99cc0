import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { loadQuery, type RouteErrorData } from '../../shared/routing/preload';
import { storeOf, type StoreSource } from '../../shared/routing/store-source';
import type { RouteMeta } from '../seo/page-meta';
import { reqApi } from './api/req-api';
import { reqEditPath, reqsPath, reqTargetOf } from './req-target';
import { isEditPathname } from '../artifact/artifact-types';

/** /reqs/{c|a}/{id} and /reqs/admin: the requests about a question, an argument or the site. */
export function reqsLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const { params } = args;
    const target = reqTargetOf(params.level ?? 'admin', params.id);
    if (!target) {
      throw data(
        {
          title: 'No discussion here',
          message: 'Requests are about questions (c) and arguments (a) only.',
        } satisfies RouteErrorData,
        { status: 404 },
      );
    }
    const list = await loadQuery(
      storeOf(source, args),
      reqApi.endpoints.getReqList.initiate(target),
    );
    if (target.type === 'admin') {
      return {
        title: 'Requests about the site',
        description: 'Requests about changes to any part of the site.',
        canonicalPath: '/reqs/admin',
        noindex: true,
      };
    }
    return {
      title: `Discuss: ${list.ArtifactTitle}`,
      description: `Requests about “${list.ArtifactTitle}”: proposed changes and their discussion.`,
      canonicalPath: reqsPath(target.type, target.id),
    };
  };
}

/**
 * /req/{id}, /edit/req/{id} and /internal/admin/edit/req/{id}. A request's edit page is where
 * its kind is edited: an admin request's in the internal admin area, another's at /edit/req/.
 */
export function reqLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const { params, request } = args;
    const id = params.id ?? '';
    const { pathname } = new URL(request.url);
    const page = await loadQuery(storeOf(source, args), reqApi.endpoints.getReq.initiate(id));
    const { Req } = page;
    const editing = isEditPathname(pathname);
    if (editing && pathname !== reqEditPath(Req.ReqID, Req.Admin)) {
      throw redirect(reqEditPath(Req.ReqID, Req.Admin));
    }
    return {
      title: editing ? `Edit: ${Req.Title}` : Req.Title,
      description: Req.Issue.length > 300 ? `${Req.Issue.slice(0, 297)}...` : Req.Issue,
      canonicalPath: Req.Link,
      noindex: editing || Req.Admin,
    };
  };
}
