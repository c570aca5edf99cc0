import { HttpException, HttpStatus } from '@nestjs/common';
import { DatabaseUnavailableException, isDatabaseUnavailable } from './errors.js';
import { MAX_JSON_DEPTH } from './safe-input.js';

export interface HttpError {
  status: number;
  message: string;
  /** Unexpected errors are logged with their stack; expected ones are not. */
  unexpected: boolean;
}

const BODY_PARSER_ERRORS: Record<string, { status: number; message: string }> = {
  'entity.parse.failed': {
    status: 400,
    message: 'The request body is not valid JSON.',
  },
  'entity.too.deep': {
    status: 400,
    message: `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels of objects and arrays).`,
  },
  'entity.too.large': {
    status: 413,
    message: 'The request body is too large (the limit is 1 MB).',
  },
  'encoding.unsupported': { status: 415, message: 'The request body encoding is not supported.' },
  'charset.unsupported': {
    status: 415,
    message: 'The request body charset is not supported; use UTF-8.',
  },
  'request.aborted': { status: 400, message: 'The request was aborted before its body arrived.' },
  'request.size.invalid': {
    status: 400,
    message: 'The request body is shorter than its Content-Length.',
  },
};

const STATUS_SENTENCES: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'You need to log in to do that.',
  403: 'You are not allowed to do that.',
  404: 'Not found.',
  405: 'That method is not allowed here.',
  409: 'That conflicts with the current state; reload and try again.',
  413: 'The request is too large.',
  415: 'Unsupported content type.',
  429: 'Too many requests; slow down and try again later.',
};

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join(' ');
  if (typeof message === 'string' && message) return message;
  return STATUS_SENTENCES[exception.getStatus()] ?? exception.message;
}

/** Turns anything thrown while handling a request into a status and a sentence a person can act on. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpException) {
    const status = error.getStatus();
    return { status, message: messageOf(error), unexpected: status >= 500 && status !== 503 };
  }
  const bodyError = error as { type?: string; status?: number; expose?: boolean };
  if (bodyError && typeof bodyError.type === 'string' && BODY_PARSER_ERRORS[bodyError.type]) {
    return { ...BODY_PARSER_ERRORS[bodyError.type], unexpected: false };
  }
  if (isDatabaseUnavailable(error)) {
    const unavailable = new DatabaseUnavailableException();
    return { status: 503, message: messageOf(unavailable), unexpected: false };
  }
  if (
    bodyError &&
    typeof bodyError.status === 'number' &&
    bodyError.expose &&
    bodyError.status < 500
  ) {
    return {
      status: bodyError.status,
      message: STATUS_SENTENCES[bodyError.status] ?? 'The request is not valid.',
      unexpected: false,
    };
  }
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    message: 'Something went wrong on our side; try again later.',
    unexpected: true,
  };
}
