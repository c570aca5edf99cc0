import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeAdminApi, type FakeRecord } from '../test/fakeAdminApi';
import { installFakeFetch } from '../test/fakeFetch';
import { can, currentUser, meAnswer, rights } from '../test/fixtures';
import { renderConsole } from '../test/renderConsole';

const job = (id: string, State: string, Error: string | null = null): FakeRecord => ({
  id,
  Queue: 'sitemap.build',
  State,
  Retries: State === 'failed' ? 3 : 0,
  RetryLimit: 3,
  Error,
  Data: '{}',
  Created: '2026-11-21T10:00:00.000Z',
  StartAfter: '2026-11-21T10:00:00.000Z',
  Started: null,
  Completed: null,
});

const jobQueues = {
  Running: true,
  Queues: [
    {
      Name: 'sitemap.build',
      Created: 1,
      Retry: 0,
      Active: 0,
      Completed: 12,
      Cancelled: 0,
      Failed: 1,
    },
  ],
};

describe('Background jobs', () => {
  it("shows each kind of work's counts and the failed jobs with their error, and runs one again", async () => {
    const jobs = [job('j1', 'failed', 'The database went away.'), job('j2', 'created')];
    const { requests } = installFakeFetch(
      fakeAdminApi({ me: meAnswer(currentUser('admin')), tables: { jobs }, jobQueues }),
    );
    const { user } = renderConsole('/admin/jobs');
    const counts = await screen.findByRole('table', { name: 'Jobs by kind of work' });
    const queue = within(counts).getByRole('row', { name: /Rebuild the sitemap/ });
    expect(within(queue).getByText('12')).toBeInTheDocument();
    const row = (await screen.findByText('The database went away.')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('3 of 3')).toBeInTheDocument();
    // The failed ones first: the waiting job is not listed.
    expect(screen.queryByText('Waiting', { selector: 'td *' })).not.toBeInTheDocument();
    expect(requests.find((r) => r.url.startsWith('/api/admin/data/jobs?'))?.url).toBe(
      `/api/admin/data/jobs?page=1&perPage=25&sort=Created&order=DESC&filter=${encodeURIComponent('{"state":"failed"}')}`,
    );

    await user.click(within(row).getByRole('button', { name: 'Run again' }));
    await screen.findByText('The job will run again shortly');
    const update = requests.find((r) => r.method === 'POST' && r.url === '/api/admin/data/jobs/j1');
    expect((update?.body as { body: { data: unknown } }).body.data).toEqual({ State: 'retry' });
  });

  it('offers no action to whom the server does not let change jobs', async () => {
    const jobs = [job('j1', 'failed', 'The database went away.')];
    installFakeFetch(
      fakeAdminApi({
        me: meAnswer(currentUser('admin'), can([rights('jobs')])),
        tables: { jobs },
        jobQueues,
      }),
    );
    renderConsole('/admin/jobs');
    const row = (await screen.findByText('The database went away.')).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).queryByRole('button')).not.toBeInTheDocument());
  });
});
