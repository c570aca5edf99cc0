import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeAdminApi, type FakeRecord } from '../test/fakeAdminApi';
import { installFakeFetch } from '../test/fakeFetch';
import { currentUser, meAnswer } from '../test/fixtures';
import { renderConsole } from '../test/renderConsole';

const report = (id: string, Body: string, Status = 'open'): FakeRecord => ({
  id,
  Body,
  CommentAuthor: 'Troll',
  CommentDeleted: false,
  ThreadID: 't1',
  ThreadLink: '/c/q1',
  Reports: 2,
  Reasons: 'spam',
  Pathname: '/c/q1',
  FirstReported: '2026-11-20T10:00:00.000Z',
  LastReported: '2026-11-21T10:00:00.000Z',
  Status,
  Resolution: null,
  ResolvedBy: null,
  ResolvedAt: null,
});

const reportsApi = () =>
  fakeAdminApi({
    me: meAnswer(currentUser('mod', 'Mo')),
    tables: {
      reports: [
        report('c1', 'Buy cheap pills'),
        report('c2', 'You are all wrong'),
        report('c3', 'Old news', 'resolved'),
      ],
    },
  });

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const posts = (requests: { method: string; url: string; body: unknown }[]) =>
  requests.filter((r) => r.method === 'POST');

describe('Reports list', () => {
  it('shows the open reports by default, with a link to the thread', async () => {
    const { requests } = installFakeFetch(reportsApi());
    renderConsole('/admin/reports');
    const row = await rowOf('Buy cheap pills');
    expect(screen.queryByText('Old news')).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Open/ })).toHaveAttribute('href', '/c/q1');
    expect(requests.map((r) => r.url)).toContain(
      `/api/admin/data/reports?page=1&perPage=25&sort=LastReported&order=DESC&filter=${encodeURIComponent('{"status":"open"}')}`,
    );
  });

  it('deletes a reported comment with a reason from its row', async () => {
    const { requests } = installFakeFetch(reportsApi());
    const { user } = renderConsole('/admin/reports');
    const row = await rowOf('Buy cheap pills');
    await user.click(within(row).getByRole('button', { name: 'Delete comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the comment by Troll?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)).toEqual([
      {
        method: 'POST',
        url: '/api/admin/data/reports/c1',
        body: {
          body: {
            data: { Resolution: 'delete' },
            previousData: { Resolution: null },
            reason: 'Spam',
          },
        },
      },
    ]);
    // The row shows what the server did, and offers no more resolution.
    await waitFor(() =>
      expect(within(row).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument(),
    );
    expect(within(row).getByText('Resolved')).toBeInTheDocument();
  });

  it('dismisses a report in one click', async () => {
    const { requests } = installFakeFetch(reportsApi());
    const { user } = renderConsole('/admin/reports');
    const row = await rowOf('You are all wrong');
    await user.click(within(row).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Report dismissed')).toBeInTheDocument();
    expect(posts(requests)[0]).toMatchObject({
      url: '/api/admin/data/reports/c2',
      body: { body: { data: { Resolution: 'dismiss' } } },
    });
  });

  it('dismisses the selected reports in bulk', async () => {
    const { requests } = installFakeFetch(reportsApi());
    const { user } = renderConsole('/admin/reports');
    await rowOf('Buy cheap pills');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    // The bulk actions toolbar comes before the rows.
    await user.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(posts(requests)).toContainEqual({
        method: 'POST',
        url: '/api/admin/data/reports/updatemany',
        body: { body: { ids: ['c1', 'c2'], data: { Resolution: 'dismiss' } } },
      }),
    );
  });
});
