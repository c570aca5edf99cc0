import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobQueue } from '../jobs/job-queue.js';

/** The job that removes watches past their expiry. */
export const WATCH_EXPIRE_JOB = 'watch.expire';

/** Watches removed per statement, and statements per run (the next run goes on). */
const BATCH = 1_000;
const MAX_BATCHES = 100;

/**
 * Removes expired watches daily. They count as none already (every read asks expires_at), so
 * this only keeps the table small; safe in two processes at once (SKIP LOCKED).
 */
@Injectable()
export class WatchExpiry implements OnModuleInit {
  private readonly logger = new Logger('Watch');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.define({
      name: WATCH_EXPIRE_JOB,
      policy: 'stately',
      retryLimit: 2,
      retryDelaySeconds: 300,
      schedule: '37 3 * * *',
      run: async () => {
        const removed = await this.run();
        if (removed > 0) this.logger.log(`Removed ${removed} expired watches.`);
      },
    });
  }

  /** How many it removed. */
  async run(): Promise<number> {
    let removed = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const [, count] = (await this.dataSource.query(
        `DELETE FROM watches WHERE ctid IN (
           SELECT ctid FROM watches WHERE expires_at <= now() LIMIT $1 FOR UPDATE SKIP LOCKED)`,
        [BATCH],
      )) as [unknown, number];
      removed += count;
      if (count < BATCH) break;
    }
    return removed;
  }
}
