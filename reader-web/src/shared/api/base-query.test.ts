import { describe, expect, it } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { createFakeApi, type FakeApi } from '../../test/fake-api';
import type { ApiContext, ServerApi, ServerApiContext } from './api-context';
import { apiBaseQuery, errorMessage, NETWORK_ERROR_MESSAGE, toApiError } from './base-query';

/** A throwaway API on the real base query, to call it as RTK Query does. */
function probe(fake: FakeApi) {
  return probeWith({ baseUrl: 'http://api.test/api', fetchFn: fake.fetchFn });
}

function probeWith(context: ApiContext) {
  const testApi = createApi({
    baseQuery: apiBaseQuery,
    endpoints: (build) => ({
      read: build.query<unknown, void>({
        query: () => ({ url: '/thing', params: { a: 1, b: undefined, c: true } }),
      }),
      at: build.query<unknown, string>({
        query: (url) => ({ url, params: { action: 'delete' } }),
      }),
      write: build.mutation<unknown, object>({
        query: (body) => ({ url: '/thing', method: 'POST', body }),
      }),
    }),
  });
  const store = configureStore({
    reducer: { [testApi.reducerPath]: testApi.reducer },
    middleware: (getDefault) =>
      getDefault({
        thunk: {
          extraArgument: context,
        },
      }).concat(testApi.middleware),
  });
  return { store, testApi };
}

describe('apiBaseQuery', () => {
  it('wraps POST bodies as {body} and sends JSON', async () => {
    const fake = createFakeApi({ 'POST /thing': { body: { Done: true } } });
    const { store, testApi } = probe(fake);

    const result = await store.dispatch(testApi.endpoints.write.initiate({ x: 1 }));

    expect(result).toMatchObject({ data: { Done: true } });
    const [call] = fake.calls;
    expect(call.body).toEqual({ body: { x: 1 } });
    expect(call.headers.get('content-type')).toBe('application/json');
    expect(call.headers.get('accept')).toBe('application/json');
  });

  it('sends GET parameters in the query string, without a body', async () => {
    const fake = createFakeApi({ 'GET /thing': { body: { Value: 3 } } });
    const { store, testApi } = probe(fake);
    const result = await store.dispatch(testApi.endpoints.read.initiate());
    expect(result.data).toEqual({ Value: 3 });
    expect(fake.calls[0]).toMatchObject({ search: '?a=1&c=true', body: undefined });
  });

  it.each([
    [
      'a JSON error',
      { status: 400, body: { error: 'Title must be 10-75 characters.' } },
      400,
      'Title must be 10-75 characters.',
    ],
    [
      'a non-JSON error',
      { status: 503, statusText: 'Service Unavailable', text: 'down' },
      503,
      'Service Unavailable',
    ],
    [
      'JSON without an error field',
      { status: 500, statusText: 'Internal Server Error', body: {} },
      500,
      'Internal Server Error',
    ],
  ] as const)('turns %s into its sentence', async (_name, answer, status, sentence) => {
    const fake = createFakeApi({ 'POST /thing': answer });
    const { store, testApi } = probe(fake);
    const result = await store.dispatch(testApi.endpoints.write.initiate({}));
    expect(result.error).toEqual({ status, error: sentence });
  });

  it('reports a network failure', async () => {
    const fake = createFakeApi({ 'POST /thing': 'network-error' });
    const { store, testApi } = probe(fake);
    const result = await store.dispatch(testApi.endpoints.write.initiate({}));
    expect(result.error).toEqual({ status: null, error: NETWORK_ERROR_MESSAGE });
  });
});

describe('apiBaseQuery in a server render', () => {
  function serverProbe(serverApi: ServerApi) {
    const context: ServerApiContext = { serverApi, unserved: new Set() };
    return { ...probeWith(context), context };
  }

  it('never reaches the network, and records a mutation as an endpoint it cannot serve', async () => {
    const fake = createFakeApi({ 'POST /thing': { body: { Done: true } } });
    const { store, testApi, context } = serverProbe({});
    const result = await store.dispatch(testApi.endpoints.write.initiate({ x: 1 }));
    expect(result.error).toEqual({
      status: null,
      error: 'The server render cannot call POST /api/thing.',
    });
    expect(context.unserved).toEqual(new Set(['POST /api/thing']));
    expect(fake.calls).toEqual([]);
  });

  it('records a GET endpoint the in-process API lacks', async () => {
    const { store, testApi, context } = serverProbe({
      '/other': async () => ({ status: 200, body: {} }),
    });
    const result = await store.dispatch(testApi.endpoints.read.initiate());
    expect(result.error).toMatchObject({ status: null });
    expect([...context.unserved]).toEqual(['GET /api/thing']);
  });

  it('passes the query parameters as text, without the absent ones, and returns the body', async () => {
    const seen: unknown[] = [];
    const { store, testApi, context } = serverProbe({
      '/thing': async (query) => {
        seen.push(query);
        return { status: 200, body: { Value: 3 } };
      },
    });
    const result = await store.dispatch(testApi.endpoints.read.initiate());
    expect(result.data).toEqual({ Value: 3 });
    expect(seen).toEqual([{ a: '1', c: 'true' }]);
    expect(context.unserved.size).toBe(0);
  });

  it('serves a path by a template, its parameters joining the query', async () => {
    const seen: unknown[] = [];
    const { store, testApi, context } = serverProbe({
      '/log/list/{page}': async (query) => {
        seen.push(query);
        return { status: 200, body: { Entries: [] } };
      },
      '/log/list/first': async () => ({ status: 200, body: { Exact: true } }),
    });
    const result = await store.dispatch(testApi.endpoints.at.initiate('/log/list/2'));
    expect(result.data).toEqual({ Entries: [] });
    expect(seen).toEqual([{ action: 'delete', page: '2' }]);
    // A path of its own comes first; a path with more or fewer parts does not fit.
    const exact = await store.dispatch(testApi.endpoints.at.initiate('/log/list/first'));
    expect(exact.data).toEqual({ Exact: true });
    for (const url of ['/log/list/2/more', '/log/list/', '/log/list/%E0%A4%A']) {
      const missed = await store.dispatch(testApi.endpoints.at.initiate(url));
      expect(missed.error).toMatchObject({ status: null });
    }
    expect(seen).toHaveLength(1);
    expect([...context.unserved]).toEqual([
      'GET /api/log/list/2/more',
      'GET /api/log/list/',
      'GET /api/log/list/%E0%A4%A',
    ]);
  });

  it('gives an error answer the same shape as over HTTP', async () => {
    const { store, testApi } = serverProbe({
      '/thing': async () => ({ status: 404, body: { error: 'There is no convo with id x.' } }),
    });
    const result = await store.dispatch(testApi.endpoints.read.initiate());
    expect(result.error).toEqual({ status: 404, error: 'There is no convo with id x.' });
  });
});

describe('toApiError and errorMessage', () => {
  it('falls back to the status when there is no status text', () => {
    expect(toApiError({ status: 418, data: 'teapot' })).toEqual({
      status: 418,
      error: 'Request failed with status 418',
    });
  });

  it('reads the sentence of an API error or an RTK serialized error', () => {
    expect(errorMessage({ status: 401, error: 'Log in first.' })).toBe('Log in first.');
    expect(errorMessage({ name: 'Error', message: 'Boom' })).toBe('Boom');
    expect(errorMessage(undefined)).toBe('Something went wrong.');
  });
});
