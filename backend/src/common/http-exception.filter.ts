import { type ArgumentsHost, Catch, type ExceptionFilter, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { toHttpError } from './http-error.js';

/** Every error leaves the API as {"error": "..."}; never a stack trace. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request>();
    const res = ctx.getResponse<Response>();
    sendError(exception, req, res);
  }
}

export function sendError(exception: unknown, req: Request, res: Response): void {
  const error =
    exception instanceof NotFoundException &&
    /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(exception.message)
      ? {
          status: 404,
          message: `There is no API endpoint ${req.method} ${req.originalUrl.split('?')[0]}.`,
          unexpected: false,
        }
      : toHttpError(exception);
  if (error.unexpected) req.log?.error({ err: exception }, 'unhandled error');
  else if (error.status === 503) req.log?.warn({ err: exception }, 'database unavailable');
  if (res.headersSent) {
    res.end();
    return;
  }
  res.status(error.status).json({ error: error.message });
}
