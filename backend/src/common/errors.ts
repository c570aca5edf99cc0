import { HttpException, HttpStatus } from '@nestjs/common';

/** Postgres/driver conditions that mean "the database is unreachable", not "the input is bad". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too_many_connections
]);

const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  'Connection is not established',
];

/**
 * TypeORM releases a transaction's connection when the server drops it; the transaction's next
 * query (in a content hook, say) then fails with one of these instead of a connection error.
 */
const RELEASED_RUNNER_ERRORS = new Set([
  'QueryRunnerAlreadyReleasedError',
  'QueryRunnerProviderAlreadyReleasedError',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as {
      code?: unknown;
      name?: unknown;
      message?: unknown;
      driverError?: unknown;
      cause?: unknown;
    };
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.name === 'string' && RELEASED_RUNNER_ERRORS.has(e.name)) return true;
    if (
      typeof e.message === 'string' &&
      UNAVAILABLE_MESSAGES.some((m) => e.message === m || (e.message as string).includes(m))
    ) {
      return true;
    }
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable))
      return true;
    current = e.driverError ?? e.cause;
  }
  return false;
}

export class DatabaseUnavailableException extends HttpException {
  constructor() {
    super(
      'The database is unavailable right now; try again in a moment.',
      HttpStatus.SERVICE_UNAVAILABLE,
    );
  }
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as {
    code?: string;
    driverError?: { code?: string; constraint?: string };
    constraint?: string;
  };
  const code = e.driverError?.code ?? e.code;
  const name = e.driverError?.constraint ?? e.constraint;
  return code === '23505' && (constraint === undefined || name === constraint);
}
