import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
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
  /**
   * pg-boss's queue policy: 'stately' keeps at most one job waiting and one running, so a burst
   * of sends makes one job (a rebuild); default 'standard', every job sent is kept.
   */
  policy?: JobPolicy;
  /**
   * A cron expression (UTC, minutes at the finest): pg-boss sends the queue a job on that
   * schedule, once across all processes. Removed again when a definition drops it.
   */
  schedule?: string;
  run(data: T, job: { id: string; retryCount: number }): Promise<void>;
}

export type JobPolicy = 'standard' | 'stately' | 'singleton';

/** A job's states in pg-boss, in its order: waiting, waiting to retry, running, then done. */
export const JOB_STATES = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
] as const;
export type JobState = (typeof JOB_STATES)[number];

/** Each queue's jobs by state, for the console. */
export type QueueSummary = { name: string } & Record<JobState, number>;

/** One job as the console shows it. */
export interface JobRow {
  id: string;
  name: string;
  state: JobState;
  retryCount: number;
  retryLimit: number;
  /** The job's data as JSON, cut at MAX_DATA_CHARS. */
  data: string;
  /** What the last failure said (an error's message), or null. */
  error: string | null;
  createdOn: Date;
  startAfter: Date;
  startedOn: Date | null;
  completedOn: Date | null;
}

/** The console's filters and page of jobs (bounded: at most MAX_JOB_PAGE rows). */
export interface JobListQuery {
  states?: readonly JobState[];
  name?: string;
  offset: number;
  limit: number;
}

export const MAX_JOB_PAGE = 100;
/** A job's data is shown this long at most (the console is for reading, not for dumps). */
const MAX_DATA_CHARS = 500;
/** A failed job is kept this long (retriable from the console), a completed one 12 hours. */
const KEEP_FAILED_SECONDS = 7 * 24 * 3600;

const JOB_COLUMNS = `id, name, state, retry_count, retry_limit, left(data::text, ${MAX_DATA_CHARS}) AS data,
  COALESCE(output->>'message', output->'value'->>'message', CASE WHEN state IN ('failed', 'retry') THEN output::text END) AS error,
  created_on, start_after, started_on, completed_on`;

interface RawJob {
  id: string;
  name: string;
  state: JobState;
  retry_count: number;
  retry_limit: number;
  data: string | null;
  error: string | null;
  created_on: Date;
  start_after: Date;
  started_on: Date | null;
  completed_on: Date | null;
}

function jobRow(r: RawJob): JobRow {
  return {
    id: r.id,
    name: r.name,
    state: r.state,
    retryCount: r.retry_count,
    retryLimit: r.retry_limit,
    data: r.data ?? '',
    error: r.error,
    createdOn: r.created_on,
    startAfter: r.start_after,
    startedOn: r.started_on,
    completedOn: r.completed_on,
  };
}

const SCHEMA = 'pgboss';
/** Held while a process creates and updates the queues (pg_advisory_lock's key). */
const SETUP_LOCK = 727274002;

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
      archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
      schedule: this.config.jobSchedules !== false,
    });
    boss.on('error', (error) => this.logger.warn(`The job queue failed: ${error.message}`));
    await this.startAlone(boss, databaseUrl);
    if (this.config.jobWorkers) {
      for (const definition of this.definitions.values()) {
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

  /**
   * Starts pg-boss (its schema, its own queues), creates each defined queue (a table partition of
   * pg-boss's), updates its options to the definition's (a deploy may change them) and sets or
   * removes its schedule. One process at a time: processes starting together would otherwise
   * deadlock on the partitions' DDL.
   */
  private async startAlone(boss: PgBoss, databaseUrl: string): Promise<void> {
    const lock = new pg.Client({ connectionString: databaseUrl });
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK]);
      await boss.start();
      for (const definition of this.definitions.values()) {
        const queue: PgBoss.Queue = {
          name: definition.name,
          policy: definition.policy ?? 'standard',
          retryLimit: definition.retryLimit ?? 2,
          retryDelay: definition.retryDelaySeconds ?? 30,
          retryBackoff: true,
          expireInSeconds: definition.expireInSeconds ?? 15 * 60,
        };
        await boss.createQueue(definition.name, queue);
        await boss.updateQueue(definition.name, queue);
        if (definition.schedule) await boss.schedule(definition.name, definition.schedule);
        else await boss.unschedule(definition.name);
      }
    } finally {
      // Ending the session releases the lock.
      await lock.end();
    }
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

  /** Each defined queue's jobs by state (what pg-boss keeps: completed 12 hours, failed 7 days). */
  async summary(): Promise<QueueSummary[]> {
    const boss = this.boss;
    if (!boss) return [];
    const rows = await this.query<{ name: string; state: JobState; n: number }>(
      `SELECT name, state, count(*)::int AS n FROM ${SCHEMA}.job WHERE name = ANY($1) GROUP BY name, state`,
      [this.names()],
    );
    return this.names().map((name) => {
      const summary = { name } as QueueSummary;
      for (const state of JOB_STATES)
        summary[state] = rows.find((r) => r.name === name && r.state === state)?.n ?? 0;
      return summary;
    });
  }

  /** The defined queues' names, sorted. */
  names(): string[] {
    return [...this.definitions.keys()].sort();
  }

  /** A page of the defined queues' jobs, newest first, and how many match. */
  async list(query: JobListQuery): Promise<{ rows: JobRow[]; total: number }> {
    if (!this.boss) return { rows: [], total: 0 };
    const names = query.name === undefined ? this.names() : [query.name];
    const states = query.states ?? JOB_STATES;
    const where = `name = ANY($1) AND state::text = ANY($2)`;
    const params = [names, states];
    const [{ total }] = await this.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM ${SCHEMA}.job WHERE ${where}`,
      params,
    );
    const rows = await this.query<RawJob>(
      `SELECT ${JOB_COLUMNS} FROM ${SCHEMA}.job WHERE ${where}
        ORDER BY created_on DESC, id DESC OFFSET $3 LIMIT $4`,
      [...params, query.offset, Math.min(query.limit, MAX_JOB_PAGE)],
    );
    return { rows: rows.map(jobRow), total };
  }

  /** One job of a defined queue, or null. */
  async find(id: string): Promise<JobRow | null> {
    if (!this.boss) return null;
    const rows = await this.query<RawJob>(
      `SELECT ${JOB_COLUMNS} FROM ${SCHEMA}.job WHERE id = $1::uuid AND name = ANY($2)`,
      [id, this.names()],
    );
    return rows[0] ? jobRow(rows[0]) : null;
  }

  /**
   * Runs a failed job again (once more than its retries allowed), or cancels one still waiting:
   * the job as it now is, or null when it was not in a state the change applies to (someone
   * else's change, or a worker, came first).
   */
  async change(
    job: Pick<JobRow, 'id' | 'name'>,
    to: 'retry' | 'cancelled',
  ): Promise<JobRow | null> {
    const boss = this.boss;
    if (!boss) return null;
    const from = to === 'retry' ? ['failed'] : ['created', 'retry'];
    // pg-boss's own retry and cancel, limited to the states the console offers them from; a job
    // run again is no longer finished (pg-boss would archive it by its old completion time).
    const rows = await this.query<{ id: string }>(
      to === 'retry'
        ? `UPDATE ${SCHEMA}.job
              SET state = 'retry', retry_limit = retry_limit + 1, start_after = now(), completed_on = NULL
            WHERE name = $1 AND id = $2::uuid AND state::text = ANY($3) RETURNING id`
        : `UPDATE ${SCHEMA}.job SET state = 'cancelled', completed_on = now()
            WHERE name = $1 AND id = $2::uuid AND state::text = ANY($3) RETURNING id`,
      [job.name, job.id, from],
    );
    return rows.length === 0 ? null : this.find(job.id);
  }

  private async query<T>(text: string, params: unknown[]): Promise<T[]> {
    const result = (await this.boss!.getDb().executeSql(text, params)) as { rows: T[] };
    return result.rows;
  }

  /** Stops taking jobs and waits for those running (pg-boss's graceful stop). */
  async onApplicationShutdown(): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
