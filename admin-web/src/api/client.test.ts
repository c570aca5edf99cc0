import { describe, expect, it } from '@jest/globals';
import { HttpError } from 'react-admin';
import { installFakeFetch, json } from '../test/fakeFetch';
import { apiGet, apiPost } from './client';

describe('api client', () => {
  it('wraps POST bodies in the envelope and sends the session cookie', async () => {
    const { fetchMock } = installFakeFetch(() => json({ Done: true }));
    await expect(apiPost('/api/thing', { a: 1 })).resolves.toEqual({ Done: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/thing');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({ body: { a: 1 } });
  });

  it("turns an error status into an HttpError carrying the server's sentence", async () => {
    installFakeFetch(() => json({ error: 'You cannot change your own role.' }, 403));
    const error = await apiGet('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'You cannot change your own role.', status: 403 });
  });

  it('uses the status text when the error body is not JSON', async () => {
    installFakeFetch(() => ({ status: 502, body: '<html>proxy</html>' }));
    await expect(apiGet('/api/x')).rejects.toMatchObject({ message: 'Bad Gateway', status: 502 });
  });

  it('reports a network failure plainly', async () => {
    installFakeFetch(() => 'network-error');
    await expect(apiGet('/api/x')).rejects.toMatchObject({
      message: 'Network request failed',
      status: 0,
    });
  });
});
