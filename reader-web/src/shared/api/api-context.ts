/** One answer of an in-process API call: the HTTP status and the JSON body the endpoint sends. */
export interface ServerAnswer {
  status: number;
  body: unknown;
}

/**
 * The API's GET endpoints, served in the server's own process, by path below /api ('/convo/get').
 * Each takes the query parameters as the endpoint receives them (text) and answers exactly what
 * the HTTP endpoint answers, errors included ({"error": "..."} with its status).
 */
export type ServerApi = Readonly<
  Record<string, (query: Readonly<Record<string, string>>) => Promise<ServerAnswer>>
>;

/** In the browser (and in component tests): RTK Query fetches the HTTP API. */
export interface HttpApiContext {
  /** '/api' in the browser. */
  baseUrl: string;
  /** Replaces the global fetch (tests). */
  fetchFn?: typeof fetch;
}

/** In a server render: no HTTP at all, every query is answered by the server's own services. */
export interface ServerApiContext {
  serverApi: ServerApi;
  /** Endpoints a loader asked for that serverApi does not serve: a bug the render reports. */
  unserved: Set<string>;
}

/** Where and how RTK Query reaches the API; differs between the browser and the server render. */
export type ApiContext = HttpApiContext | ServerApiContext;

export function isServerContext(context: ApiContext): context is ServerApiContext {
  return 'serverApi' in context;
}

export const browserApiContext: ApiContext = { baseUrl: '/api' };
