/** Where and how RTK Query reaches the API; differs between the browser and the server render. */
export interface ApiContext {
  /** '/api' in the browser; the backend's absolute address + '/api' on the server. */
  baseUrl: string;
  /** The visitor's Cookie header, forwarded by the server render so the API sees their session. */
  cookie?: string;
  /** Replaces the global fetch (tests, or an in-process API on the server). */
  fetchFn?: typeof fetch;
}

export const browserApiContext: ApiContext = { baseUrl: '/api' };
