import { describe, expect, it } from '@jest/globals';
import { BadRequestException, ConflictException, HttpException } from '@nestjs/common';
import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { isDatabaseUnavailable, isUniqueViolation } from './errors.js';
import { toHttpError } from './http-error.js';

describe('toHttpError', () => {
  it('keeps the sentence of an HTTP exception', () => {
    expect(toHttpError(new ConflictException('That username is taken.'))).toEqual({
      status: 409,
      message: 'That username is taken.',
      unexpected: false,
    });
    expect(toHttpError(new BadRequestException(['a.', 'b.']))).toMatchObject({
      status: 400,
      message: 'a. b.',
    });
    expect(toHttpError(new HttpException({}, 404))).toMatchObject({
      status: 404,
      message: 'Not found.',
    });
  });

  it('maps body-parser failures', () => {
    expect(
      toHttpError(Object.assign(new Error('x'), { type: 'entity.parse.failed', status: 400 })),
    ).toMatchObject({ status: 400 });
    expect(
      toHttpError(Object.assign(new Error('x'), { type: 'entity.too.large', status: 413 })),
    ).toMatchObject({ status: 413 });
  });

  it('answers 503 when the database is unreachable', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(toHttpError(refused)).toMatchObject({ status: 503, unexpected: false });
    expect(toHttpError(new AggregateError([refused]))).toMatchObject({ status: 503 });
    expect(toHttpError({ driverError: { code: '57P01' } })).toMatchObject({ status: 503 });
    // What a transaction's next query throws after the server dropped its connection.
    expect(toHttpError(new QueryRunnerAlreadyReleasedError())).toMatchObject({
      status: 503,
      unexpected: false,
    });
  });

  it('hides unexpected errors behind a generic 500 sentence', () => {
    const result = toHttpError(new TypeError('Cannot read properties of undefined'));
    expect(result).toEqual({
      status: 500,
      message: 'Something went wrong on our side; try again later.',
      unexpected: true,
    });
  });
});

describe('error classifiers', () => {
  it('recognises unique violations, optionally by constraint', () => {
    const error = { driverError: { code: '23505', constraint: 'UQ_x' } };
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'UQ_x')).toBe(true);
    expect(isUniqueViolation(error, 'UQ_y')).toBe(false);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
  });

  it('does not mistake bad input for an outage', () => {
    expect(isDatabaseUnavailable({ code: '22P02', message: 'invalid input syntax' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it("reads TypeORM's released query runner (the server dropped the transaction's connection) as an outage", () => {
    expect(isDatabaseUnavailable(new QueryRunnerAlreadyReleasedError())).toBe(true);
    expect(isDatabaseUnavailable(new QueryRunnerProviderAlreadyReleasedError())).toBe(true);
  });
});
