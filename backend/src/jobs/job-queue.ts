import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

/** What a kind of background work is: its queue, how it is retried, and what runs a job. */
export interface JobDefinition<T extends object = object> {
  /** The queue's name, `<domain>.<what>` ('edge.purge'). */
  name: string;
  /** How many times a failed job is run again (pg-boss's default is 2). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled each time (backoff). */
  retryDelaySeconds?: number;
  /** Seconds a run may take before it counts as failed (and is retried). */
  expireInSeconds?: number;
  /** How often an idle worker looks for jobs (pg-boss also wakes it when one is sent here). */
  pollingIntervalSeconds?: number;
  run(data: T, job: { id: string; retryCount: number }): Promise<void>;
}

/** Each queue's jobs by state, for the console. */
export interface QueueSummary {
  name: string;
  created: number;
  retry: number;
  active: number;
  completed: number;
  failed: number;
}

const SCHEMA = 'pgboss';

/**
 * Background jobs on pg-boss (DESIGN.md): jobs live in the database's `pgboss` schema, so they
 * survive restarts and every process sees them; a job fetched by one worker is locked (SKIP LOCKED)
 * and runs once; a failed one is retried with backoff, then kept as failed. Domains define their
 * kinds of work while the app builds (`define`); `start` creates their queues and, unless this
 * process serves the web only (JOB_WORKERS=0), works them.
 */
@Injectable()
export class JobQueue implements OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly definitions = new Map<string, JobDefinition>();
  private boss: PgBoss | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  define<T extends object>(definition: JobDefinition<T>): void {
    // A queue defined after start would never be created nor worked.
    if (this.boss)
      throw new Error(`The job ${definition.name} is defined after the queue started.`);
    if (this.definitions.has(definition.name))
      throw new Error(`The job ${definition.name} is defined twice.`);
    this.definitions.set(definition.name, definition as unknown as JobDefinition);
  }

  get running(): boolean {
    return this.boss !== undefined;
  }

  async start(databaseUrl: string): Promise<void> {
    if (!this.config.jobQueue || this.boss) return;
    const boss = new PgBoss({
      connectionString: databaseUrl,
      schema: SCHEMA,
      application_name: 'opinions-jobs',
      max: 4,
    });
    boss.on('error', (error) => this.logger.warn(`The job queue failed: ${error.message}`));
    await boss.start();
    for (const definition of this.definitions.values()) {
      await boss.createQueue(definition.name, {
        name: definition.name,
        retryLimit: definition.retryLimit ?? 2,
        retryDelay: definition.retryDelaySeconds ?? 30,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds ?? 15 * 60,
      });
      if (this.config.jobWorkers) {
        await boss.work<object>(
          definition.name,
          {
            includeMetadata: true,
            batchSize: 1,
            pollingIntervalSeconds: definition.pollingIntervalSeconds ?? 2,
          },
          async ([job]) => definition.run(job.data, { id: job.id, retryCount: job.retryCount }),
        );
      }
    }
    this.boss = boss;
  }

  /** Queues a job; its id, or null when a singleton key already holds one. */
  async send<T extends object>(
    name: string,
    data: T,
    options: PgBoss.SendOptions = {},
  ): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`There is no job ${name}.`);
    if (!this.boss) throw new Error('The job queue is not running.');
    return this.boss.send(name, data, options);
  }

  /** A job's state and how often it was retried (tests, the console). */
  async job(name: string, id: string) {
    if (!this.boss) return null;
    return this.boss.getJobById(name, id, { includeArchive: true });
  }

  /** Each defined queue's jobs by state. */
  async summary(): Promise<QueueSummary[]> {
    const boss = this.boss;
    if (!boss) return [];
    const rows = (await boss
      .getDb()
      .executeSql(
        `SELECT name, state, count(*)::int AS n FROM ${SCHEMA}.job GROUP BY name, state`,
        [],
      )) as { rows: { name: string; state: string; n: number }[] };
    return [...this.definitions.keys()].sort().map((name) => {
      const count = (state: string) =>
        rows.rows.find((r) => r.name === name && r.state === state)?.n ?? 0;
      return {
        name,
        created: count('created'),
        retry: count('retry'),
        active: count('active'),
        completed: count('completed'),
        failed: count('failed'),
      };
    });
  }

  /** Stops taking jobs and waits for those running (pg-boss's graceful stop). */
  async onApplicationShutdown(): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
