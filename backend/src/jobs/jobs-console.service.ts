import { Injectable } from '@nestjs/common';
import { JobQueue } from './job-queue.js';
import type { JobQueuesDto } from './jobs-console.dto.js';

@Injectable()
export class JobsConsole {
  constructor(private readonly jobs: JobQueue) {}

  async queues(): Promise<JobQueuesDto> {
    const queues = await this.jobs.summary();
    return {
      Running: this.jobs.running,
      Queues: queues.map((q) => ({
        Name: q.name,
        Created: q.created,
        Retry: q.retry,
        Active: q.active,
        Completed: q.completed,
        Cancelled: q.cancelled,
        Failed: q.failed,
      })),
    };
  }
}
