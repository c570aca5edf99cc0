import autocannon, { type Request } from 'autocannon';

export interface Measurement {
  requestsPerSecond: number;
  /** Responses in all. */
  requests: number;
  p50: number;
  p95: number;
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

/** The value below which the given fraction of the sorted samples lies (nearest rank). */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Concurrent load for a fixed time; bounded in count and time, loopback only. */
export function measure(options: LoadOptions): Promise<Measurement> {
  let next = 0;
  const { paths, bodies } = options;
  // Every response's time in ms: autocannon's own histogram has no 95th percentile.
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
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
      },
      (error, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        latencies.sort((a, b) => a - b);
        resolve({
          requestsPerSecond: result.requests.average,
          requests: result.requests.total,
          p50: percentile(latencies, 0.5),
          p95: percentile(latencies, 0.95),
          p99: percentile(latencies, 0.99),
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime: number) => {
      latencies.push(responseTime);
    });
  });
}
