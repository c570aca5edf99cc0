import { describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { createFakeApi, type FakeApi } from '../../test/fake-api';
import { api } from '../api/api';
import { createAppStore, selectAnonymousCopies } from './store';

// Endpoints of this test only: who the visitor is, and an answer tagged as visitor-dependent.
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    storeTestVisitor: build.query<{ User: { uid: string } | null }, void>({
      query: () => ({ url: '/visitor' }),
    }),
    storeTestHistory: build.query<{ Liked: boolean }, void>({
      query: () => ({ url: '/thing/history' }),
      providesTags: ['History'],
    }),
  }),
});

/** The API cache of a server render that read the history as anyone sees it. */
async function serverRenderedState() {
  const server = createAppStore({
    serverApi: { '/thing/history': async () => ({ status: 200, body: { Liked: false } }) },
    unserved: new Set(),
  });
  await server.dispatch(testApi.endpoints.storeTestHistory.initiate()).unwrap();
  return { [api.reducerPath]: server.getState()[api.reducerPath] };
}

function browserStore(fake: FakeApi, preloaded?: Record<string, unknown>) {
  const store = createAppStore(
    { baseUrl: 'http://api.test/api', fetchFn: fake.fetchFn },
    preloaded,
  );
  store.dispatch(testApi.endpoints.storeTestHistory.initiate());
  return store;
}

const history = (store: ReturnType<typeof createAppStore>) =>
  testApi.endpoints.storeTestHistory.select()(store.getState());
const liked = (store: ReturnType<typeof createAppStore>) => history(store).data?.Liked;

describe('a hydrated store and the visitor', () => {
  it('keeps the server answer for an anonymous visitor', async () => {
    const fake = createFakeApi({
      'GET /visitor': { body: { User: null } },
      'GET /thing/history': { body: { Liked: true } },
    });
    const store = browserStore(fake, await serverRenderedState());
    await store.dispatch(testApi.endpoints.storeTestVisitor.initiate()).unwrap();
    // A refetch would have started by now (see the next test).
    expect(history(store).status).toBe('fulfilled');
    expect(liked(store)).toBe(false);
    expect(fake.callsTo('GET /thing/history')).toEqual([]);
  });

  it('refetches what depends on the visitor once they turn out to be signed in, once', async () => {
    const fake = createFakeApi({
      'GET /visitor': { body: { User: { uid: 'u1' } } },
      'GET /thing/history': { body: { Liked: true } },
    });
    const store = browserStore(fake, await serverRenderedState());
    expect(liked(store)).toBe(false);
    await store.dispatch(testApi.endpoints.storeTestVisitor.initiate()).unwrap();
    expect(history(store).status).toBe('pending');
    await waitFor(() => expect(liked(store)).toBe(true));
    await store.dispatch(
      testApi.endpoints.storeTestVisitor.initiate(undefined, { forceRefetch: true }),
    );
    expect(fake.callsTo('GET /thing/history')).toHaveLength(1);
  });

  it('says its answers are the anonymous copies until the refetch answered', async () => {
    const fake = createFakeApi({
      'GET /visitor': { body: { User: { uid: 'u1' } } },
      'GET /thing/history': { body: { Liked: true } },
    });
    const store = browserStore(fake, await serverRenderedState());
    expect(selectAnonymousCopies(store.getState())).toBe(true);
    await store.dispatch(testApi.endpoints.storeTestVisitor.initiate()).unwrap();
    expect(selectAnonymousCopies(store.getState())).toBe(true);
    await waitFor(() => expect(selectAnonymousCopies(store.getState())).toBe(false));
    expect(liked(store)).toBe(true);
    expect(
      selectAnonymousCopies(createAppStore({ baseUrl: 'http://api.test/api' }).getState()),
    ).toBe(false);
  });

  it('does nothing of the kind in a store that was not hydrated', async () => {
    const fake = createFakeApi({
      'GET /visitor': { body: { User: { uid: 'u1' } } },
      'GET /thing/history': { body: { Liked: true } },
    });
    const store = browserStore(fake);
    await waitFor(() => expect(liked(store)).toBe(true));
    await store.dispatch(testApi.endpoints.storeTestVisitor.initiate()).unwrap();
    expect(fake.callsTo('GET /thing/history')).toHaveLength(1);
  });
});
