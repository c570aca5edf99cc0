import { describe, expect, it } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { createFakeApi, type FakeApi } from '../test/fake-api';
import { apiBaseQuery, errorMessage, NETWORK_ERROR_MESSAGE, toApiError } from './base-query';

/** A throwaway API on the real base query, to call it as RTK Query does. */
function probe(fake: FakeApi) {
  const testApi = createApi({
    baseQuery: apiBaseQuery,
    endpoints: (build) => ({
      read: build.query<unknown, void>({ query: () => ({ url: '/thing', params: { a: 1 } }) }),
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
          extraArgument: { baseUrl: 'http://api.test/api', cookie: 'sid=7', fetchFn: fake.fetchFn },
        },
      }).concat(testApi.middleware),
  });
  return { store, testApi };
}

describe('apiBaseQuery', () => {
  it('wraps POST bodies as {body}, sends same-origin JSON, and forwards the cookie', async () => {
    const fake = createFakeApi({ 'POST /thing': { body: { Done: true } } });
    const { store, testApi } = probe(fake);

    const result = await store.dispatch(testApi.endpoints.write.initiate({ x: 1 }));

    expect(result).toMatchObject({ data: { Done: true } });
    const [call] = fake.calls;
    expect(call.body).toEqual({ body: { x: 1 } });
    expect(call.headers.get('content-type')).toBe('application/json');
    expect(call.headers.get('cookie')).toBe('sid=7');
  });

  it('sends GET parameters in the query string, without a body', async () => {
    const fake = createFakeApi({ 'GET /thing': { body: { Value: 3 } } });
    const { store, testApi } = probe(fake);
    const result = await store.dispatch(testApi.endpoints.read.initiate());
    expect(result.data).toEqual({ Value: 3 });
    expect(fake.calls[0]).toMatchObject({ search: '?a=1', body: undefined });
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
