/** A fake of the API at the network boundary: the fetch that RTK Query calls. */
import type { Can, KindCan } from '../api/types';
import type { CanKind } from '../features/auth/hooks/use-can';

export interface ApiCall {
  method: string;
  /** Path below /api, e.g. '/login'. */
  path: string;
  search: string;
  body: unknown;
  headers: Headers;
}

export interface FakeAnswer {
  status?: number;
  statusText?: string;
  /** JSON-encoded unless `text` is set. */
  body?: unknown;
  text?: string;
}

export type FakeRoute =
  FakeAnswer | 'network-error' | ((call: ApiCall) => FakeRoute | Promise<FakeRoute>);

export interface FakeApi {
  fetchFn: typeof fetch;
  calls: ApiCall[];
  /** Calls to one endpoint, e.g. callsTo('POST /login'). */
  callsTo(route: string): ApiCall[];
  routes: Record<string, FakeRoute>;
}

async function answer(route: FakeRoute, call: ApiCall): Promise<Response> {
  if (typeof route === 'function') return answer(await route(call), call);
  if (route === 'network-error') throw new TypeError('fetch failed');
  const status = route.status ?? 200;
  if (route.text !== undefined) {
    return new Response(route.text, {
      status,
      statusText: route.statusText,
      headers: { 'Content-Type': 'text/html' },
    });
  }
  return new Response(JSON.stringify(route.body ?? {}), {
    status,
    statusText: route.statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function createFakeApi(routes: Record<string, FakeRoute>): FakeApi {
  const calls: ApiCall[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: ApiCall = {
      method: request.method,
      path: url.pathname.replace(/^\/api(?=\/)/, ''),
      search: url.search,
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (!route) return answer({ status: 404, body: { error: `No fake for ${call.path}` } }, call);
    return answer(route, call);
  };
  return {
    fetchFn: fetchFn as typeof fetch,
    calls,
    routes,
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}

/** An answer that waits until release() is called, to observe in-flight states. */
export function deferred(route: FakeRoute): { route: FakeRoute; release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { route: async () => (await gate, route), release };
}

/**
 * GET /me's Can with the flags a test states, by kind, and the console resources it names (with
 * every right in them); whatever is not stated is not allowed.
 */
export function canDo(
  kinds: Partial<Record<CanKind | 'vote' | 'comment', KindCan>> = {},
  consoleResources: string[] = [],
): Can {
  return {
    Kinds: kinds as Record<string, KindCan>,
    Console: consoleResources.map((Name) => ({
      Name,
      List: true,
      Create: true,
      Update: true,
      Delete: true,
    })),
  };
}

/** GET /me for an anonymous visitor who never voted. */
export const anonymousMe = {
  body: { User: null, CanEdit: false, Votes: [], Unread: 0, Can: canDo() },
};

export interface OwnVoteFixture {
  TargetType: 'convo' | 'arg';
  TargetID: string;
  Question: 'agreement' | 'convincing' | 'disagree' | 'consider' | 'position';
  Value: string;
  Version?: string;
}

/**
 * GET /me for a member who may do what `can` says, with their own votes on the page. Their role is
 * always 'user': nothing the reader shows may depend on it, only on Can.
 */
export function memberMe(
  username: string,
  can: Can = canDo(),
  votes: OwnVoteFixture[] = [],
  unread = 0,
) {
  return {
    body: {
      User: {
        uid: `uid-${username.toLowerCase()}`,
        username: username.toLowerCase(),
        Username: username,
        role: 'user',
        ProfileImage: `/api/user/profileimage/${username.toLowerCase()}`,
      },
      CanEdit: false,
      Votes: votes,
      Unread: unread,
      Can: can,
    },
  };
}

const CONTENT_PAGE = /^\/(?:edit\/)?[cpa]\/[^/]+$|^\/edit\/tags\/[^/]+$/;

/**
 * GET /me as the server answers a member: CanEdit on question, position and argument pages and on
 * tags' edit pages.
 */
export function memberMeByPath(username: string, can: Can = canDo()): FakeRoute {
  return (call) => {
    const answer = memberMe(username, can);
    const path = new URLSearchParams(call.search).get('path') ?? '';
    return { body: { ...answer.body, CanEdit: CONTENT_PAGE.test(path) } };
  };
}
