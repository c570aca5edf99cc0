import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { logAnswered, type RequestLogger, requestIdOf } from '../common/request-logger.js';
import type { ApplySecurityHeaders } from '../common/security-headers.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** What every answer gets, rendered or served from memory. */
export interface HitPipeline {
  securityHeaders: ApplySecurityHeaders;
  /** The request logger (also sets X-Request-Id); early answers write its line through logAnswered. */
  logRequest: RequestLogger;
}

/** A 200 answer given from memory: its own headers as a flat [name, value, ...] list, and body. */
export interface EarlyAnswer {
  headers: readonly string[];
  body: string | Buffer;
}

/**
 * Puts `answer` in front of the server's 'request' listener (the framework, or an earlier early
 * answerer): a request it answers gets the security headers, X-Request-Id and the request log
 * line in one header block and one root-logger call; every other request goes on unchanged.
 */
export function answerBeforeFramework(
  server: Server,
  pipeline: HitPipeline,
  answer: (req: IncomingMessage) => EarlyAnswer | undefined,
): void {
  const [next] = server.listeners('request') as Handler[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const startedAt = Date.now();
    const early = answer(req);
    if (!early) return next(req, res);
    const id = requestIdOf(req);
    res.writeHead(200, [
      ...pipeline.securityHeaders.flat(req),
      'X-Request-Id',
      id,
      ...early.headers,
    ]);
    res.end(early.body);
    logAnswered(pipeline.logRequest, req, res, id, startedAt);
  });
}

/** The headers of a JSON early answer. */
export function jsonHeaders(body: string, ...more: string[]): string[] {
  return [
    'Content-Type',
    'application/json; charset=utf-8',
    'Content-Length',
    String(Buffer.byteLength(body)),
    ...more,
  ];
}
