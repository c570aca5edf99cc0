import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Where the lines go: standard output unless a test collects them. */
interface Destination {
  write(line: string): void;
}

/** The client's X-Request-Id when it is well formed, else a new id. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * One structured JSON line per request, with a request id echoed in X-Request-Id. The same
 * function logs answers rendered by Express and those the page cache serves before it.
 */
export function requestLogger(level: string, destination?: Destination) {
  return pinoHttp(
    {
      level,
      genReqId(req: IncomingMessage, res: ServerResponse) {
        const id = requestIdOf(req);
        res.setHeader('X-Request-Id', id);
        return id;
      },
      customLogLevel(_req, res, error) {
        if (error || res.statusCode >= 500) return 'error';
        if (res.statusCode >= 400) return 'warn';
        return 'info';
      },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      redact: ['req.headers.cookie', 'req.headers.authorization'],
    },
    destination,
  );
}

export type RequestLogger = ReturnType<typeof requestLogger>;

/**
 * For an answer sent before Express (page-cache hits): the same line requestLogger writes, in one
 * call of its root logger, without the per-request child logger and response listeners.
 */
export function logAnswered(
  log: RequestLogger,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  startedAt: number,
): void {
  log.logger.info(
    {
      req: { id, method: req.method, url: req.url },
      // The serializers read the status of an answer whose headers have gone out.
      res,
      responseTime: Date.now() - startedAt,
    },
    'request completed',
  );
}
