import { Injectable } from '@nestjs/common';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { poolOf } from '../database/pool.js';

const REMEMBER_SECONDS = 90 * 24 * 60 * 60;

/**
 * The addresses each account logged in from successfully in the last 90 days. Kept in the rate-limit
 * table (through rate-limiter-flexible, used here as an expiring set shared by every process), so
 * rows expire and are cleared like the limits' own.
 */
@Injectable()
export class KnownLoginAddresses {
  private readonly store: RateLimiterPostgres;

  constructor(dataSource: DataSource) {
    this.store = new RateLimiterPostgres({
      storeClient: poolOf(dataSource),
      storeType: 'pool',
      tableName: 'rate_limit',
      tableCreated: true,
      keyPrefix: 'loginKnownAddress',
      points: 1,
      duration: REMEMBER_SECONDS,
    });
  }

  async has(accountAndAddress: string): Promise<boolean> {
    return (await this.store.get(accountAndAddress)) !== null;
  }

  /** Remembers (or remembers again, for another 90 days) a successful login. */
  async remember(accountAndAddress: string): Promise<void> {
    await this.store.set(accountAndAddress, 1, REMEMBER_SECONDS);
  }
}
