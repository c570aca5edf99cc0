import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeAdminApi, type FakeRecord } from '../test/fakeAdminApi';
import { installFakeFetch } from '../test/fakeFetch';
import { currentUser } from '../test/fixtures';
import { renderConsole } from '../test/renderConsole';

const req = (id: string, Title: string, Status = 'open', Admin = false): FakeRecord => ({
  id,
  Title,
  Issue: `Please look at ${Title}`,
  Admin,
  ArtifactType: Admin ? null : 'convo',
  ArtifactID: Admin ? null : 'q1',
  Link: `/req/${id}`,
  Status,
  UsernameCased: 'Ada',
  Deleted: false,
  Created: '2026-11-01T10:00:00.000Z',
});

const setUp = () => {
  const reqs = [req('r1', 'Merge duplicates'), req('r2', 'Fix typo'), req('r3', 'Old', 'resolved')];
  return {
    ...installFakeFetch(fakeAdminApi({ me: currentUser('editor'), tables: { reqs } })),
    reqs,
  };
};

describe('Requests', () => {
  it('filters by status on the server and links each request page', async () => {
    const { requests } = setUp();
    const { user } = renderConsole('/admin/reqs');
    const row = (await screen.findByText('Merge duplicates')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: /Open/ })).toHaveAttribute('href', '/req/r1');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Resolved' }));
    await waitFor(() => expect(screen.queryByText('Merge duplicates')).not.toBeInTheDocument());
    expect(screen.getByText('Old')).toBeInTheDocument();
    expect(requests.map((r) => r.url).at(-1)).toBe(
      `/api/admin/data/reqs?page=1&perPage=25&sort=Created&order=DESC&filter=${encodeURIComponent('{"status":"resolved"}')}`,
    );
  });

  it('marks the selected requests resolved in bulk', async () => {
    const { requests, reqs } = setUp();
    const { user } = renderConsole('/admin/reqs');
    await screen.findByText('Merge duplicates');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Mark resolved' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST')).toEqual([
        {
          method: 'POST',
          url: '/api/admin/data/reqs/updatemany',
          body: { body: { ids: ['r1', 'r2', 'r3'], data: { Status: 'resolved' } } },
        },
      ]),
    );
    expect(reqs.map((r) => r.Status)).toEqual(['resolved', 'resolved', 'resolved']);
  });
});
