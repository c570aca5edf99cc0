import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent, before any decoding (supertest would decode them). */
  body: Buffer;
}

/** One request with the given Accept-Encoding, to a listening server or a base URL. */
export function rawRequest(
  target: http.Server | string,
  path: string,
  options: { method?: string; acceptEncoding?: string; headers?: http.OutgoingHttpHeaders } = {},
): Promise<RawAnswer> {
  const { hostname, port } =
    typeof target === 'string'
      ? new URL(target)
      : { hostname: '127.0.0.1', port: (target.address() as AddressInfo).port };
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        path,
        method: options.method ?? 'GET',
        headers: {
          ...(options.acceptEncoding === undefined
            ? {}
            : { 'Accept-Encoding': options.acceptEncoding }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The body decoded per its Content-Encoding. */
export function decoded(answer: RawAnswer): Buffer {
  switch (answer.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(answer.body);
    case 'gzip':
      return zlib.gunzipSync(answer.body);
    case 'deflate':
      return zlib.inflateSync(answer.body);
    case undefined:
    case 'identity':
      return answer.body;
    default:
      throw new Error(`unexpected Content-Encoding ${answer.headers['content-encoding']}`);
  }
}

/** Listens on an ephemeral port of the loopback address. */
export function listen(server: http.Server): Promise<void> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
}
