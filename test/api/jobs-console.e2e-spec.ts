import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Inject, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../backend/src/jobs/job-queue.js';
import { expectError } from './support/api-checks.js';
import { eventually } from './support/app-processes.js';
import { type Agent, userWithRole } from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The printer the test's job prints on: it fails while the printer is on fire. */
const printer = { onFire: true, printed: 0 };

/** A kind of work only this test defines: it fails at once (no retries) while the printer burns. */
@Injectable()
class PrinterJobs implements OnModuleInit {
  constructor(@Inject(JobQueue) private readonly jobs: JobQueue) {}

  onModuleInit() {
    this.jobs.define<{ pages: number }>({
      name: 'test.print',
      retryLimit: 0,
      pollingIntervalSeconds: 0.5,
      async run(data) {
        if (printer.onFire) throw new Error(`The printer is on fire (${data.pages} pages lost).`);
        printer.printed += data.pages;
      },
    });
  }
}
@Module({ providers: [PrinterJobs] })
class PrinterJobsModule {}

const JOBS = '/api/admin/data/jobs';
const QUEUES = '/api/admin/jobs/queues';
const NO_JOB = '00000000-0000-4000-8000-000000000000';

jest.setTimeout(60_000);

/** The console's Jobs screen: /api/admin/jobs/queues and the jobs resource of /api/admin/data. */
describe('background jobs in the console', () => {
  let t: TestApp;
  let admin: Agent;
  let failed: string;

  const stateOf = async (id: string) => (await t.app.get(JobQueue).job('test.print', id))?.state;
  const until = async (id: string, state: string) =>
    expect(await eventually(async () => (await stateOf(id)) === state, 400)).toBe(true);

  beforeAll(async () => {
    t = await startTestApp({ jobQueue: true }, { modules: [PrinterJobsModule] });
    admin = (await userWithRole(t, 'admin')).agent;
    failed = (await t.app.get(JobQueue).send('test.print', { pages: 3 }))!;
    await until(failed, 'failed');
  });
  afterAll(() => t?.close());

  describe('who may', () => {
    it('refuses anonymous visitors with 401', async () => {
      const anon = t.agent();
      expectError(await anon.get(QUEUES), 401);
      expectError(await anon.get(JOBS), 401);
      expectError(await anon.get(`${JOBS}/${failed}`), 401);
      expectError(
        await anon.post(`${JOBS}/${failed}`).send({ body: { data: { State: 'retry' } } }),
        401,
      );
    });

    it.each([
      ['a user', 'user'],
      ['an editor', 'editor'],
      ['a moderator', 'mod'],
    ] as const)('refuses %s with 403', async (_who, role) => {
      const { agent } = await userWithRole(t, role);
      const refusal = /^You need the admin role to use background jobs in the console\.$/;
      expectError(await agent.get(QUEUES), 403, refusal);
      expectError(await agent.get(JOBS), 403, refusal);
      expectError(await agent.get(`${JOBS}/${failed}`), 403, refusal);
      expectError(
        await agent.post(`${JOBS}/${failed}`).send({ body: { data: { State: 'retry' } } }),
        403,
        refusal,
      );
      expect(await stateOf(failed)).toBe('failed');
    });

    it('tells an admin, and only an admin, that the console has jobs they may retry', async () => {
      const can = async (agent: Agent) =>
        (
          (await agent.get('/api/me').query({ path: '/admin' })).body.Can.Console as {
            Name: string;
          }[]
        ).find((r) => r.Name === 'jobs');
      expect(await can(admin)).toEqual({
        Name: 'jobs',
        List: true,
        Create: false,
        Update: true,
        Delete: false,
      });
      expect(await can((await userWithRole(t, 'mod')).agent)).toBeUndefined();
    });
  });

  describe('for an admin', () => {
    it("counts each queue's jobs by state", async () => {
      const res = await admin.get(QUEUES);
      expect(res.status).toBe(200);
      expect(res.body.Running).toBe(true);
      const names = (res.body.Queues as { Name: string }[]).map((q) => q.Name);
      // Every kind of work the app defines, the test's too.
      expect(names).toEqual(
        expect.arrayContaining(['images.cleanup', 'sitemap.build', 'test.print']),
      );
      expect(res.body.Queues.find((q: { Name: string }) => q.Name === 'test.print')).toEqual({
        Name: 'test.print',
        Created: 0,
        Retry: 0,
        Active: 0,
        Completed: 0,
        Cancelled: 0,
        Failed: 1,
      });
    });

    it('lists failed jobs with what their failure said', async () => {
      const res = await admin
        .get(JOBS)
        .query({ filter: JSON.stringify({ state: 'failed' }), sort: 'Created', order: 'DESC' });
      expect(res.status).toBe(200);
      expect(res.body.Total).toBe(1);
      expect(res.body.Items).toEqual([
        expect.objectContaining({
          id: failed,
          Queue: 'test.print',
          State: 'failed',
          Retries: 0,
          RetryLimit: 0,
          Error: 'The printer is on fire (3 pages lost).',
          Data: '{"pages": 3}',
        }),
      ]);
      const one = await admin.get(`${JOBS}/${failed}`);
      expect(one.status).toBe(200);
      expect(one.body.Item).toEqual(res.body.Items[0]);
    });

    it('pages and filters by queue and state, and refuses what it does not know with 400', async () => {
      const queue = t.app.get(JobQueue);
      const waiting: string[] = [];
      for (let pages = 10; pages < 13; pages += 1)
        waiting.push((await queue.send('test.print', { pages }, { startAfter: 3600 }))!);
      const page = async (n: number) =>
        admin.get(JOBS).query({
          page: n,
          perPage: 2,
          filter: JSON.stringify({ queue: 'test.print', state: 'created' }),
        });
      const [first, second] = [await page(1), await page(2)];
      expect(first.body.Total).toBe(3);
      expect([...first.body.Items, ...second.body.Items].map((j: { id: string }) => j.id)).toEqual(
        [...waiting].reverse(),
      );
      for (const filter of [{ state: 'exploded' }, { queue: 'test.nothing' }, { owner: 'me' }])
        expectError(await admin.get(JOBS).query({ filter: JSON.stringify(filter) }), 400);
      expectError(await admin.get(JOBS).query({ perPage: 1000 }), 400);
      expectError(
        await admin.get(`${JOBS}/not-a-job`),
        400,
        /^id must be a job's id \(a UUID\)\.$/,
      );
      expectError(await admin.get(`${JOBS}/${NO_JOB}`), 404, /^There is no job with id /);
      for (const id of waiting)
        expect(
          (await admin.post(`${JOBS}/${id}`).send({ body: { data: { State: 'cancelled' } } }))
            .status,
        ).toBe(200);
    });

    it('runs a failed job again, once more than its retries allowed', async () => {
      printer.onFire = false;
      const res = await admin
        .post(`${JOBS}/${failed}`)
        .send({ body: { data: { State: 'retry' } } });
      expect(res.status).toBe(200);
      expect(res.body.Item).toMatchObject({ id: failed, RetryLimit: 1 });
      expect(['retry', 'active', 'completed']).toContain(res.body.Item.State);
      await until(failed, 'completed');
      expect(printer.printed).toBe(3);
      // Only a failed job runs again.
      expectError(
        await admin.post(`${JOBS}/${failed}`).send({ body: { data: { State: 'retry' } } }),
        409,
        /^Only a failed job can be run again; this one is done\.$/,
      );
    });

    it('cancels a job waiting to run, and nothing else', async () => {
      const id = (await t.app
        .get(JobQueue)
        .send('test.print', { pages: 5 }, { startAfter: 3600 }))!;
      const res = await admin
        .post(`${JOBS}/${id}`)
        .send({ body: { data: { State: 'cancelled' } } });
      expect(res.status).toBe(200);
      expect(res.body.Item).toMatchObject({ id, State: 'cancelled' });
      expectError(
        await admin.post(`${JOBS}/${id}`).send({ body: { data: { State: 'cancelled' } } }),
        409,
        /^Only a job waiting to run can be cancelled; this one is cancelled\.$/,
      );
      for (const data of [{ State: 'completed' }, { State: 'retry', Queue: 'x' }, {}])
        expectError(await admin.post(`${JOBS}/${id}`).send({ body: { data } }), 400);
      expectError(
        await admin.post(`${JOBS}/${NO_JOB}`).send({ body: { data: { State: 'retry' } } }),
        404,
      );
      // Nobody creates or deletes jobs in the console.
      expectError(await admin.post(JOBS).send({ body: { data: {} } }), 400);
      expectError(await admin.post(`${JOBS}/${id}/delete`).send({ body: {} }), 400);
    });
  });
});
