import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  Inject,
  Injectable,
  Module,
  type OnModuleInit,
  type INestApplication,
} from '@nestjs/common';
import { createApp } from '../../backend/src/create-app.js';
import { JobQueue } from '../../backend/src/jobs/job-queue.js';
import { eventually } from './support/app-processes.js';
import { startTestApp, testConfig, type TestApp } from './support/test-app.js';

/** The runs each app process made, by job: what the test's jobs record. */
type Runs = { job: string; process: string; retryCount: number }[];

/**
 * A module defining the test's kinds of work, recording into `runs` as `process`; `later` adds a
 * queue that only the processes of the restart test define (the first one never works it).
 */
function testJobs(process: string, runs: Runs, later = false) {
  @Injectable()
  class TestJobs implements OnModuleInit {
    constructor(@Inject(JobQueue) private readonly jobs: JobQueue) {}

    onModuleInit() {
      const record = (id: string, retryCount: number) =>
        runs.push({ job: id, process, retryCount });
      this.jobs.define<{ failures: number }>({
        name: 'test.flaky',
        retryLimit: 3,
        retryDelaySeconds: 0,
        pollingIntervalSeconds: 0.5,
        async run(data, job) {
          record(job.id, job.retryCount);
          if (job.retryCount < data.failures) throw new Error(`failure ${job.retryCount + 1}`);
        },
      });
      if (later) {
        this.jobs.define<{ n: number }>({
          name: 'test.later',
          pollingIntervalSeconds: 0.5,
          async run(_data, job) {
            record(job.id, job.retryCount);
          },
        });
      }
      this.jobs.define<{ n: number }>({
        name: 'test.record',
        pollingIntervalSeconds: 0.5,
        async run(_data, job) {
          record(job.id, job.retryCount);
          // Long enough for the other process to poll while this one holds the job.
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
      });
    }
  }
  @Module({ providers: [TestJobs] })
  class TestJobsModule {}
  return TestJobsModule;
}

// Retries wait for pg-boss's backoff and workers poll: each test may take tens of seconds.
jest.setTimeout(90_000);

describe('background jobs (pg-boss)', () => {
  let t: TestApp;
  const runs: Runs = [];
  const others: INestApplication[] = [];

  /** Another app process on the same database. */
  const another = async (process: string, workers: boolean, into: Runs = runs, later = false) => {
    const app = await createApp({
      config: testConfig({ jobQueue: true, jobWorkers: workers }),
      databaseUrl: t.databaseUrl,
      web: false,
      logger: false,
      extensions: { modules: [testJobs(process, into, later)] },
    });
    others.push(app);
    return app;
  };
  const stateOf = async (app: INestApplication, name: string, id: string) =>
    (await app.get(JobQueue).job(name, id))?.state;

  beforeAll(async () => {
    t = await startTestApp({ jobQueue: true }, { modules: [testJobs('first', runs)] });
  });
  afterAll(async () => {
    for (const app of others) await app.close().catch(() => undefined);
    await t.close();
  });

  it('refuses to queue a job nobody defined, and a definition once the queue started', async () => {
    const queue = t.app.get(JobQueue);
    await expect(queue.send('test.nothing', {})).rejects.toThrow('There is no job test.nothing.');
    expect(() => queue.define({ name: 'test.late', run: async () => undefined })).toThrow(
      'The job test.late is defined after the queue started.',
    );
  });

  it('runs a failing job again until it succeeds, then keeps it as completed', async () => {
    const queue = t.app.get(JobQueue);
    const id = (await queue.send('test.flaky', { failures: 2 }))!;
    expect(
      await eventually(async () => (await stateOf(t.app, 'test.flaky', id)) === 'completed', 800),
    ).toBe(true);
    expect(runs.filter((r) => r.job === id).map((r) => r.retryCount)).toEqual([0, 1, 2]);
  });

  it('keeps a job that fails more often than its retries as failed, after each try', async () => {
    const id = (await t.app.get(JobQueue).send('test.flaky', { failures: 10 }))!;
    expect(
      await eventually(async () => (await stateOf(t.app, 'test.flaky', id)) === 'failed', 800),
    ).toBe(true);
    expect(runs.filter((r) => r.job === id)).toHaveLength(4);
    const summary = await t.app.get(JobQueue).summary();
    expect(summary.find((q) => q.name === 'test.flaky')).toMatchObject({ failed: 1 });
  });

  it('loses nothing across a restart: a job queued while no process works its queue runs once one starts', async () => {
    const before: Runs = [];
    const sender = await another('before-restart', false, before, true);
    const id = (await sender.get(JobQueue).send('test.later', { n: 1 }))!;
    await sender.close();
    others.splice(others.indexOf(sender), 1);
    expect(before).toEqual([]);
    expect(await stateOf(t.app, 'test.later', id)).toBe('created');

    const after: Runs = [];
    const restarted = await another('after-restart', true, after, true);
    expect(await eventually(async () => after.some((r) => r.job === id), 600)).toBe(true);
    expect(after.filter((r) => r.job === id)).toHaveLength(1);
    await restarted.close();
    others.splice(others.indexOf(restarted), 1);
  });

  it('two processes working one queue never run the same job twice', async () => {
    await another('second', true);
    const queue = t.app.get(JobQueue);
    const ids: string[] = [];
    for (let n = 0; n < 16; n += 1) ids.push((await queue.send('test.record', { n }))!);
    expect(
      await eventually(async () => ids.every((id) => runs.some((r) => r.job === id)), 800),
    ).toBe(true);
    const ran = runs.filter((r) => ids.includes(r.job));
    expect(ran).toHaveLength(ids.length);
    expect(new Set(ran.map((r) => r.job)).size).toBe(ids.length);
  });
});
