import { type JobQueueCounts } from '../api/types';

/** A job's states: those the server counts for each queue (its generated JobQueueCountsDto). */
export type JobState = Uncapitalize<Exclude<keyof JobQueueCounts, 'Name'>>;

/** The states in the server's order (waiting, waiting to retry, running, then done). */
export const JOB_STATES = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
] as const satisfies readonly JobState[];

/** A row of the jobs resource: one background job. */
export interface JobRecord {
  id: string;
  /** Its queue, the kind of work: 'sitemap.build'. */
  Queue: string;
  State: JobState;
  Retries: number;
  RetryLimit: number;
  Error: string | null;
  /** Its input as JSON, cut short. */
  Data: string;
  Created: string;
  StartAfter: string;
  Started: string | null;
  Completed: string | null;
}

export const stateChoices = JOB_STATES.map((state) => ({
  id: state,
  name: `resources.jobs.states.${state}`,
}));

/**
 * The i18n key of a queue's name in words; a queue the console does not know yet (a newer kind of
 * work) shows its own name (the translation's default).
 */
export const queueLabelKey = (queue: string) =>
  `resources.jobs.queue_names.${queue.replace(/[^a-z0-9]+/gi, '_')}`;
