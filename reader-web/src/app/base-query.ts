import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import type { ErrorBody } from '../api/types';
import {
  isServerContext,
  type ApiContext,
  type HttpApiContext,
  type ServerApi,
  type ServerApiContext,
} from './api-context';

export const NETWORK_ERROR_MESSAGE = 'Network request failed';

export interface ApiRequest {
  /** Path below /api, starting with a slash. */
  url: string;
  method?: 'GET' | 'POST';
  /** For POST: the payload, sent wrapped as {"body": ...} as the API requires. */
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
}

/** The error every endpoint yields: the sentence to show, and the HTTP status when there was one. */
export interface ApiError {
  status: number | null;
  error: string;
}

type RawBaseQuery = ReturnType<typeof fetchBaseQuery>;

// One fetchBaseQuery per context (tests give each store its own fetch).
const rawQueries = new WeakMap<HttpApiContext, RawBaseQuery>();

function rawQueryFor(context: HttpApiContext): RawBaseQuery {
  let raw = rawQueries.get(context);
  if (!raw) {
    raw = fetchBaseQuery({
      baseUrl: context.baseUrl,
      credentials: 'same-origin',
      fetchFn: context.fetchFn,
      responseHandler: 'content-type',
      validateStatus: (response) => response.ok || response.status === 304,
      prepareHeaders: (headers) => {
        headers.set('Accept', 'application/json');
        return headers;
      },
    });
    rawQueries.set(context, raw);
  }
  return raw;
}

function isErrorBody(data: unknown): data is ErrorBody {
  return typeof data === 'object' && data !== null && typeof (data as ErrorBody).error === 'string';
}

export function toApiError(error: FetchBaseQueryError, meta?: FetchBaseQueryMeta): ApiError {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return { status: null, error: NETWORK_ERROR_MESSAGE };
  }
  if (error.status === 'CUSTOM_ERROR') return { status: null, error: error.error };
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  if (error.status !== 'PARSING_ERROR' && isErrorBody(error.data)) {
    return { status, error: error.data.error };
  }
  return { status, error: meta?.response?.statusText || `Request failed with status ${status}` };
}

function wrapBody(request: ApiRequest): unknown {
  if (request.method !== 'POST') return undefined;
  if (typeof FormData !== 'undefined' && request.body instanceof FormData) return request.body;
  return { body: request.body ?? {} };
}

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
async function queryInProcess(
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

export const apiBaseQuery: BaseQueryFn<
  ApiRequest,
  unknown,
  ApiError,
  object,
  FetchBaseQueryMeta
> = async (request, api, extraOptions) => {
  const context = api.extra as ApiContext;
  if (isServerContext(context)) return queryInProcess(request, context);
  const raw = rawQueryFor(context);
  const result = await raw(
    {
      url: request.url,
      method: request.method ?? 'GET',
      params: request.params,
      body: wrapBody(request),
    },
    api,
    extraOptions,
  );
  if (result.error) return { error: toApiError(result.error, result.meta), meta: result.meta };
  return { data: result.data, meta: result.meta };
};

/** The sentence to show for a failed mutation or query (RTK also yields SerializedError). */
export function errorMessage(error: unknown): string {
  if (isErrorBody(error)) return error.error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return String((error as { message: unknown }).message);
  }
  return 'Something went wrong.';
}
