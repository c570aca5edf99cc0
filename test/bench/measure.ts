import autocannon, { type Request } from 'autocannon';

export interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  seconds?: number;
  /** Rotate over these paths (same origin as url) instead of repeating one. */
  paths?: string[];
  /** Rotate over these request bodies. */
  bodies?: string[];
}

/** Concurrent load for a fixed time; bounded in count and time, loopback only. */
export async function measure(options: LoadOptions): Promise<Measurement> {
  let next = 0;
  const { paths, bodies } = options;
  const result = await autocannon({
    url: options.url,
    requests:
      paths || bodies
        ? [
            {
              setupRequest: (req: Request) => {
                const i = next++;
                return {
                  ...req,
                  ...(paths ? { path: paths[i % paths.length] } : {}),
                  ...(bodies ? { body: bodies[i % bodies.length] } : {}),
                };
              },
            },
          ]
        : undefined,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections ?? 32,
    duration: options.seconds ?? 5,
    pipelining: 1,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
