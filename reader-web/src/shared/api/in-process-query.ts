import type { ServerApi, ServerApiContext } from './api-context';
import { toApiError, type ApiError, type ApiRequest } from './base-query';

/** Query parameters as a URL carries them: text, without the absent ones (as fetchBaseQuery). */
function queryOf(params: ApiRequest['params']): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined) query[name] = String(value);
  }
  return query;
}

/** The parameters of a path per a template ('/log/list/{page}'), or null when it does not fit. */
function pathParams(template: string, url: string): Record<string, string> | null {
  const names = template.split('/');
  const parts = url.split('/');
  if (names.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, name] of names.entries()) {
    const param = /^\{(\w+)\}$/.exec(name)?.[1];
    if (param === undefined) {
      if (name !== parts[index]) return null;
      continue;
    }
    try {
      params[param] = decodeURIComponent(parts[index]);
    } catch {
      return null;
    }
    if (params[param] === '') return null;
  }
  return params;
}

/**
 * The in-process handler of a GET, and the query it gets: the handler of its path, or of a path
 * template that fits it (its parameters join the query, as the controller reads them).
 */
function inProcessHandler(
  serverApi: ServerApi,
  url: string,
  query: Record<string, string>,
): { handler: ServerApi[string]; query: Record<string, string> } | undefined {
  if (Object.hasOwn(serverApi, url)) return { handler: serverApi[url], query };
  for (const template of Object.keys(serverApi)) {
    if (!template.includes('{')) continue;
    const params = pathParams(template, url);
    if (params) return { handler: serverApi[template], query: { ...query, ...params } };
  }
  return undefined;
}

/** A server render asks the server's own services: the same answers, without HTTP. */
export async function queryInProcess(
  request: ApiRequest,
  context: ServerApiContext,
): Promise<{ data: unknown } | { error: ApiError }> {
  const method = request.method ?? 'GET';
  const served =
    method === 'GET'
      ? inProcessHandler(context.serverApi, request.url, queryOf(request.params))
      : undefined;
  if (!served) {
    const endpoint = `${method} /api${request.url}`;
    context.unserved.add(endpoint);
    return { error: { status: null, error: `The server render cannot call ${endpoint}.` } };
  }
  const answer = await served.handler(served.query);
  if (answer.status >= 200 && answer.status < 300) return { data: answer.body };
  return { error: toApiError({ status: answer.status, data: answer.body }) };
}
