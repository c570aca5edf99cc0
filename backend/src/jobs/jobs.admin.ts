import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { IsIn } from 'class-validator';
import type {
  AdminFilter,
  AdminList,
  AdminListQuery,
  AdminRecord,
  AdminResource,
  ConsoleAccess,
} from '../admin/admin-resource.js';
import { ADMIN } from '../common/access.js';
import { JOB_STATES, JobQueue, type JobRow, type JobState } from './job-queue.js';

/** A job in the console (admins only). */
export interface JobRecord extends AdminRecord {
  /** pg-boss's id, a UUID. */
  id: string;
  /** Its queue: the kind of work ('sitemap.build'). */
  Queue: string;
  State: JobState;
  /** How many times it was run again after failing. */
  Retries: number;
  /** How many times it may be (a retry from the console allows one more). */
  RetryLimit: number;
  /** What its last failure said; null when none. */
  Error: string | null;
  /** Its input, as JSON (cut at 500 characters). */
  Data: string;
  Created: string;
  /** When it may run (later than Created when it waits, or waits to retry). */
  StartAfter: string;
  Started: string | null;
  Completed: string | null;
}

/** What an admin may change: run a failed job again, or cancel one still waiting. */
export const JOB_CHANGES = ['retry', 'cancelled'] as const;

export class JobChangeData {
  @IsIn(JOB_CHANGES, {
    message: `State must be ${JOB_CHANGES.join(' (run a failed job again) or ')} (a waiting job)`,
  })
  State!: (typeof JOB_CHANGES)[number];
}

/** The states as a refusal names them. */
const STATE_WORDS: Record<JobState, string> = {
  created: 'waiting to run',
  retry: 'waiting to run again',
  active: 'running',
  completed: 'done',
  cancelled: 'cancelled',
  failed: 'failed',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const time = (date: Date | null) => (date ? new Date(date).toISOString() : null);

function jobRecord(job: JobRow): JobRecord {
  return {
    id: job.id,
    Queue: job.name,
    State: job.state,
    Retries: job.retryCount,
    RetryLimit: job.retryLimit,
    Error: job.error,
    Data: job.data,
    Created: time(job.createdOn)!,
    StartAfter: time(job.startAfter)!,
    Started: time(job.startedOn),
    Completed: time(job.completedOn),
  };
}

/**
 * Background jobs in the console (admins only): each defined queue's jobs, newest first, filtered
 * by state and queue (the console opens on the failed ones, with what each failure said); an
 * admin runs a failed job again (State 'retry') or cancels one still waiting (State 'cancelled').
 * Each queue's counts by state come from GET /api/admin/jobs/queues.
 */
@Injectable()
export class JobsAdminResource implements AdminResource<JobRecord> {
  readonly name = 'jobs';
  readonly label = 'background jobs';
  readonly noun = 'job';
  readonly access: ConsoleAccess = { rules: { read: ADMIN } };
  readonly idRule = { pattern: UUID, words: "a job's id (a UUID)" };
  readonly sortFields = ['Created'] as const;
  readonly defaultOrder = 'DESC' as const;
  readonly updateData = JobChangeData;

  constructor(private readonly jobs: JobQueue) {}

  /** The queues are the ones defined when the app was built. */
  get filters(): Record<string, AdminFilter> {
    return {
      state: { type: 'enum', values: JOB_STATES },
      queue: { type: 'enum', values: this.jobs.names() },
    };
  }

  async list(query: AdminListQuery): Promise<AdminList<JobRecord>> {
    const { state, queue } = query.filter as { state?: JobState; queue?: string };
    const { rows, total } = await this.jobs.list({
      states: state ? [state] : undefined,
      name: queue,
      offset: (query.page - 1) * query.perPage,
      limit: query.perPage,
    });
    return { items: rows.map(jobRecord), total };
  }

  async getOne(id: string): Promise<JobRecord> {
    return jobRecord(await this.job(id));
  }

  async update(id: string, data: object): Promise<JobRecord> {
    const { State } = data as JobChangeData;
    const job = await this.job(id);
    const refuse = (state: JobState | undefined) =>
      new ConflictException(
        `${State === 'retry' ? 'Only a failed job can be run again' : 'Only a job waiting to run can be cancelled'}; this one ${state ? `is ${STATE_WORDS[state]}` : 'is gone'}.`,
      );
    const from: readonly JobState[] = State === 'retry' ? ['failed'] : ['created', 'retry'];
    if (!from.includes(job.state)) throw refuse(job.state);
    let changed: JobRow | null;
    try {
      changed = await this.jobs.change(job, State);
    } catch (error) {
      // A queue that keeps one waiting job ('stately') has one already.
      if ((error as { code?: string }).code === '23505')
        throw new ConflictException(
          `The ${job.name} queue has a job waiting to run already; run this one again once that one has run.`,
        );
      throw error;
    }
    // A worker (or another admin) came first.
    if (!changed) throw refuse((await this.jobs.find(id))?.state);
    return jobRecord(changed);
  }

  private async job(id: string): Promise<JobRow> {
    const job = await this.jobs.find(id);
    if (!job) throw new NotFoundException(`There is no job with id ${id}.`);
    return job;
  }
}
