import { jest } from '@jest/globals';

export interface FakeRequest {
  method: string;
  url: string;
  /** The parsed JSON body, if any. */
  body: unknown;
}

export type FakeReply = { status: number; body?: unknown } | 'network-error';
export type FakeServer = (request: FakeRequest) => FakeReply;

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
};

/** Replaces the network boundary (global fetch) with a function answering like the API. */
export function installFakeFetch(server: FakeServer) {
  const requests: FakeRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const reply = server(request);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return fakeResponse(reply.status, reply.body);
  });
  globalThis.fetch = fetchMock;
  return { fetchMock, requests };
}

function fakeResponse(status: number, body: unknown): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText: STATUS_TEXT[status] ?? '',
    text: async () => text,
    json: async () => JSON.parse(text),
  };
  return response as Response;
}

export const json = (body: unknown, status = 200): FakeReply => ({ status, body });
