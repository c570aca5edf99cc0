import { HttpError } from 'react-admin';
import { type ApiError } from './types';

/** The one place that talks to the API: same-origin cookie session, `{ body }` envelope. */
export async function apiGet<T>(path: string): Promise<T> {
  return request<T>(path, { method: 'GET' });
}

export async function apiPost<T>(path: string, body: object): Promise<T> {
  return request<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ body }),
  });
}

async function request<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...init.headers },
    });
  } catch {
    throw new HttpError('Network request failed', 0);
  }
  const text = await response.text();
  const json = parseJson(text);
  if (!response.ok && response.status !== 304) {
    const message = isApiError(json)
      ? json.error
      : response.statusText || `HTTP ${response.status}`;
    throw new HttpError(message, response.status, json ?? text);
  }
  return json as T;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { error?: unknown }).error === 'string'
  );
}
