import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { type Can, type Role } from '../api/types';
import { fakeAdminApi, type FakeRecord } from '../test/fakeAdminApi';
import { installFakeFetch } from '../test/fakeFetch';
import { can, currentUser, meAnswer, rights } from '../test/fixtures';
import { renderConsole } from '../test/renderConsole';

const rows = (status: string, count: number): FakeRecord[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${status}${i}`, Status: status }));

const signIn = (role: Role, name = 'Eddie', given?: Can) =>
  installFakeFetch(
    fakeAdminApi({
      me: meAnswer(currentUser(role, name), given),
      inboxTotal: 7,
      tables: {
        reqs: [...rows('open', 3), ...rows('resolved', 2)],
        reports: [...rows('open', 1), ...rows('resolved', 4)],
      },
    }),
  );

const card = async (label: string) => (await screen.findByText(label)).closest('a') as HTMLElement;

describe('Dashboard', () => {
  it('tells an editor who they are and what waits for them', async () => {
    const { requests } = signIn('editor');
    renderConsole('/admin/');
    expect(await screen.findByText('Welcome, Eddie')).toBeInTheDocument();
    expect(screen.getByText('You are signed in with the Editor role.')).toBeInTheDocument();

    const inbox = await card('unseen inbox entries');
    expect(await within(inbox).findByText('7')).toBeInTheDocument();
    expect(inbox).toHaveAttribute('href', '/admin/inbox');
    const reqs = await card('open requests');
    expect(await within(reqs).findByText('3')).toBeInTheDocument();
    expect(reqs).toHaveAttribute(
      'href',
      `/admin/reqs?filter=${encodeURIComponent('{"status":"open"}')}`,
    );
    // Only the total is wanted: one row per count.
    expect(requests.map((r) => r.url)).toContain(
      `/api/admin/data/reqs?page=1&perPage=1&filter=${encodeURIComponent('{"status":"open"}')}`,
    );
    // The server lists no reports for an editor: neither shown nor asked for.
    expect(screen.queryByText(/open reports?$/)).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.startsWith('/api/admin/data/reports'))).toBe(false);
    expect(screen.queryByText('Manage users and roles')).not.toBeInTheDocument();
  });

  it('counts open reports for a moderator', async () => {
    signIn('mod', 'Mo');
    renderConsole('/admin/');
    const reports = await card('open report');
    expect(await within(reports).findByText('1')).toBeInTheDocument();
    expect(reports).toHaveAttribute(
      'href',
      `/admin/reports?filter=${encodeURIComponent('{"status":"open"}')}`,
    );
  });

  it('offers the users resource to whom the server lists it', async () => {
    signIn('admin', 'Ada');
    renderConsole('/admin/');
    expect(await screen.findByText('You are signed in with the Admin role.')).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: /Users/ })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    expect(screen.getByRole('link', { name: 'Manage users and roles' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    expect(await card('open report')).toBeInTheDocument();
  });

  it('shows only the counts of what the server lists', async () => {
    const { requests } = signIn('mod', 'Mo', can([rights('reports', 'Update')]));
    renderConsole('/admin/');
    expect(await card('open report')).toBeInTheDocument();
    expect(screen.queryByText('unseen inbox entries')).not.toBeInTheDocument();
    expect(screen.queryByText('open requests')).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.startsWith('/api/admin/inbox/'))).toBe(false);
    expect(requests.some((r) => r.url.startsWith('/api/admin/data/reqs'))).toBe(false);
  });
});
