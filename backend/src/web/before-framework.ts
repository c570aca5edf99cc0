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

/** An answer given without the framework: its own headers as a flat [name, value, ...] list, and body. */
export interface EarlyAnswer {
  /** 200 unless given. */
  status?: number;
  headers: readonly string[];
  body: string | Buffer;
}

/**
 * What an early answerer gives: an answer, nothing (the framework answers), or either later. A
 * promise that rejects also hands the request to the framework, which answers it the usual way.
 */
export type MaybeEarly = EarlyAnswer | undefined | Promise<EarlyAnswer | undefined>;

/**
 * Puts `answer` in front of the server's 'request' listener (the framework, or an earlier early
 * answerer): a request it answers gets the security headers, X-Request-Id and the request log
 * line in one header block and one root-logger call; every other request goes on unchanged.
 */
export function answerBeforeFramework(
  server: Server,
  pipeline: HitPipeline,
  answer: (req: IncomingMessage) => MaybeEarly,
): void {
  const [next] = server.listeners('request') as Handler[];
  server.removeAllListeners('request');
  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    early: EarlyAnswer,
    startedAt: number,
  ) => {
    const id = requestIdOf(req);
    res.writeHead(early.status ?? 200, [
      ...pipeline.securityHeaders.flat(req),
      'X-Request-Id',
      id,
      ...early.headers,
    ]);
    res.end(req.method === 'HEAD' ? undefined : early.body);
    logAnswered(pipeline.logRequest, req, res, id, startedAt);
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const startedAt = Date.now();
    const early = answer(req);
    if (!early) return next(req, res);
    if (!(early instanceof Promise)) return send(req, res, early, startedAt);
    early.then(
      (later) => (later ? send(req, res, later, startedAt) : next(req, res)),
      () => next(req, res),
    );
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
