import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import type { ErrorBody } from '../../api/types';
import { isServerContext, type ApiContext, type HttpApiContext } from './api-context';

export const NETWORK_ERROR_MESSAGE = 'Network request failed';

export interface ApiRequest {
  /** Path below /api, starting with a slash. */
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** For POST and PUT: the payload, sent wrapped as {"body": ...} as the API requires. */
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
  if (request.method !== 'POST' && request.method !== 'PUT') return undefined;
  if (typeof FormData !== 'undefined' && request.body instanceof FormData) return request.body;
  return { body: request.body ?? {} };
}

/**
 * The in-process query, loaded when a server render first asks (once: an import() of a loaded
 * module still costs microseconds a query). Only a server render reads in process: the browser's
 * first load carries none of its code.
 */
let inProcessModule: Promise<typeof import('./in-process-query')> | undefined;

export const apiBaseQuery: BaseQueryFn<
  ApiRequest,
  unknown,
  ApiError,
  object,
  FetchBaseQueryMeta
> = async (request, api, extraOptions) => {
  const context = api.extra as ApiContext;
  if (isServerContext(context)) {
    const { queryInProcess } = await (inProcessModule ??= import('./in-process-query'));
    return queryInProcess(request, context);
  }
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
