import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { poolOf } from '../database/pool.js';
import { RATE_LIMITS, type RateLimitName, type RateLimitSpec } from './rate-limits.js';

export class TooManyRequestsException extends HttpException {
  constructor(
    action: string,
    /** For a Retry-After header. */
    readonly retryAfterSeconds: number,
    advice?: string,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      `Too many ${action}; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` +
        (advice ? ` ${advice}` : ''),
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/**
 * One limit's row in the rate_limit table (rate-limiter-flexible's: key, points, expire in epoch
 * ms), for a statement that spends a point itself. Its upsert must be the library's: points start
 * again at 1 once `expire` has passed, else go up by one; over `points` is refused.
 */
export interface StatementLimit {
  key: string;
  points: number;
  durationMs: number;
  refusal: (msBeforeNext: number) => TooManyRequestsException;
}

function spec(name: RateLimitName): RateLimitSpec {
  return RATE_LIMITS[name];
}

/** Rate limits counted in PostgreSQL, so every app process shares the same counters. */
@Injectable()
export class RateLimitService {
  private readonly limiters = new Map<RateLimitName, RateLimiterAbstract>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    dataSource: DataSource,
  ) {
    const pool = poolOf(dataSource);
    for (const name of Object.keys(RATE_LIMITS) as RateLimitName[]) {
      const limit = spec(name);
      const points = Math.max(1, Math.round(limit.points * this.config.rateLimitFactor));
      const blockDuration = limit.blockSeconds ?? 0;
      this.limiters.set(
        name,
        new RateLimiterPostgres({
          storeClient: pool,
          storeType: 'pool',
          tableName: 'rate_limit',
          tableCreated: true,
          keyPrefix: name,
          points,
          duration: limit.durationSeconds,
          blockDuration,
          // While the database is away, limits keep working per process.
          insuranceLimiter: new RateLimiterMemory({
            points,
            duration: limit.durationSeconds,
            blockDuration,
          }),
        }),
      );
    }
  }

  private limiter(name: RateLimitName): RateLimiterAbstract {
    return this.limiters.get(name)!;
  }

  /** Spends one point (atomically, in every process); throws 429 when none are left. */
  async consume(name: RateLimitName, key: string): Promise<void> {
    try {
      await this.limiter(name).consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        const { action, advice } = spec(name);
        throw new TooManyRequestsException(action, error.msBeforeNext / 1000, advice);
      }
      throw error;
    }
  }

  /**
   * For a statement that spends points itself, in the same row consume() uses (the vote ledger's
   * ballots, one point each, in the statement that records them): the row's key and the limit's
   * allowance. `refusal` is the 429 consume() would throw when the row's points went over.
   */
  inStatement(name: RateLimitName, key: string): StatementLimit {
    // A statement counts points only: blocking a key for longer is consume()'s alone.
    if (spec(name).blockSeconds)
      throw new Error(`${name} blocks: it cannot be spent in a statement`);
    const limiter = this.limiter(name);
    return {
      key: limiter.getKey(key),
      points: limiter.points,
      durationMs: limiter.duration * 1000,
      refusal: (msBeforeNext) => {
        const { action, advice } = spec(name);
        return new TooManyRequestsException(action, msBeforeNext / 1000, advice);
      },
    };
  }

  /** Gives back a point spent by consume (an attempt that turned out not to count). */
  async refund(name: RateLimitName, key: string): Promise<void> {
    await this.limiter(name).reward(key, 1);
  }

  async reset(name: RateLimitName, key: string): Promise<void> {
    await this.limiter(name).delete(key);
  }
}
