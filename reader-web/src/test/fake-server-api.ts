import type { ServerApi } from '../shared/api/api-context';
import type { FakeApi } from './fake-api';

/** Who the visitor is: never asked during a server render, so never served in process. */
const PERSONAL = new Set(['/home', '/me']);

/**
 * The fake API's GET routes as the in-process API a server render gets (the backend's serverApi):
 * same answers, recorded in the fake's calls with the header x-in-process.
 */
export function serverApiOf(fake: FakeApi): ServerApi {
  const serverApi: Record<string, ServerApi[string]> = {};
  for (const route of Object.keys(fake.routes)) {
    const [method, path] = route.split(' ');
    if (method !== 'GET' || PERSONAL.has(path)) continue;
    serverApi[path] = async (query) => {
      const search = new URLSearchParams(query).toString();
      const response = await fake.fetchFn(
        `http://api.test/api${path}${search ? `?${search}` : ''}`,
        {
          headers: { 'x-in-process': '1' },
        },
      );
      return { status: response.status, body: await response.json() };
    };
  }
  return serverApi;
}

/** The calls the server render made (through serverApiOf). */
export function inProcessCalls(fake: FakeApi) {
  return fake.calls.filter((call) => call.headers.get('x-in-process') === '1');
}
