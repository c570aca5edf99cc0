import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeAdminApi, type FakeRecord } from '../test/fakeAdminApi';
import { installFakeFetch } from '../test/fakeFetch';
import { currentUser, meAnswer } from '../test/fixtures';
import { renderConsole } from '../test/renderConsole';

const entry = (id: string, Action: string, TargetName: string, Reason: string): FakeRecord => ({
  id,
  Action,
  ActorName: 'Mo',
  ActorUID: 'uid-mo',
  TargetType: Action === 'roleChange' ? 'user' : 'comment',
  TargetID: 't1',
  TargetName,
  TargetLink: '/c/q1',
  Reason,
  Details: Action === 'roleChange' ? 'user → editor' : '',
  Created: '2026-11-21T10:00:00.000Z',
});

describe('Audit log', () => {
  it('lists the actions newest first, read only, and filters by action on the server', async () => {
    const audit = [
      entry('e1', 'commentRemove', 'a comment by troll', 'Advertising'),
      entry('e2', 'roleChange', 'Bob', 'Writes well'),
    ];
    const { requests } = installFakeFetch(
      fakeAdminApi({ me: meAnswer(currentUser('editor')), tables: { audit } }),
    );
    const { user } = renderConsole('/admin/audit');
    const row = (await screen.findByText('a comment by troll')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Comment removed')).toBeInTheDocument();
    expect(within(row).getByText('Advertising')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Open/ })).toHaveAttribute('href', '/c/q1');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(requests[requests.length - 1].url).toBe(
      '/api/admin/data/audit?page=1&perPage=50&sort=Created&order=DESC',
    );

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Role change' }));
    await waitFor(() => expect(screen.queryByText('a comment by troll')).not.toBeInTheDocument());
    expect(screen.getByText('user → editor')).toBeInTheDocument();
    expect(requests.at(-1)?.url).toBe(
      `/api/admin/data/audit?page=1&perPage=50&sort=Created&order=DESC&filter=${encodeURIComponent('{"action":"roleChange"}')}`,
    );
  });
});
