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
import { RATE_LIMITS, type RateLimitName } from './rate-limits.js';

export class TooManyRequestsException extends HttpException {
  constructor(action: string, retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      `Too many ${action}; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
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
    for (const [name, limit] of Object.entries(RATE_LIMITS) as [
      RateLimitName,
      (typeof RATE_LIMITS)[RateLimitName],
    ][]) {
      const points = Math.max(1, Math.round(limit.points * this.config.rateLimitFactor));
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
          // While the database is away, limits keep working per process.
          insuranceLimiter: new RateLimiterMemory({ points, duration: limit.durationSeconds }),
        }),
      );
    }
  }

  private limiter(name: RateLimitName): RateLimiterAbstract {
    return this.limiters.get(name)!;
  }

  /** Spends one point; throws 429 when none are left. */
  async consume(name: RateLimitName, key: string): Promise<void> {
    try {
      await this.limiter(name).consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw new TooManyRequestsException(RATE_LIMITS[name].action, error.msBeforeNext / 1000);
      }
      throw error;
    }
  }

  /** Throws 429 if the key has no points left, without spending one. */
  async assertNotBlocked(name: RateLimitName, key: string): Promise<void> {
    const state = await this.limiter(name).get(key);
    if (state && state.remainingPoints <= 0) {
      throw new TooManyRequestsException(RATE_LIMITS[name].action, state.msBeforeNext / 1000);
    }
  }

  /** Spends a point without throwing (the caller already decided the outcome). */
  async penalize(name: RateLimitName, key: string): Promise<void> {
    await this.limiter(name).penalty(key, 1);
  }

  async reset(name: RateLimitName, key: string): Promise<void> {
    await this.limiter(name).delete(key);
  }
}
