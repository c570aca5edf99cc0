import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeAdminApi } from '../test/fakeAdminApi';
import { installFakeFetch } from '../test/fakeFetch';
import { currentUser, meAnswer, userRecord } from '../test/fixtures';
import { renderConsole } from '../test/renderConsole';

const admin = currentUser('admin', 'Alice');
const people = () => [
  userRecord('Alice', 'admin'),
  userRecord('Bob'),
  userRecord('Carol', 'editor'),
];
const api = () => fakeAdminApi({ me: meAnswer(admin), tables: { users: people() } });

const listRequests = (requests: { url: string }[]) =>
  requests.map((r) => r.url).filter((url) => url.startsWith('/api/admin/data/users?'));

describe('Users list', () => {
  it('shows the users a page at a time, newest first', async () => {
    const { requests } = installFakeFetch(api());
    renderConsole('/admin/users');
    const row = (await screen.findByText('bob@example.org')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Bob')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('User')).toBeInTheDocument();
    expect(listRequests(requests)[0]).toBe(
      '/api/admin/data/users?page=1&perPage=25&sort=Created&order=DESC',
    );
    for (const header of ['Username', 'Email', 'Role', 'Created']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
  });

  it('sorts on the server by the clicked column', async () => {
    const { requests } = installFakeFetch(api());
    const { user } = renderConsole('/admin/users');
    await screen.findByText('bob@example.org');
    await user.click(screen.getByRole('button', { name: /sort by username/i }));
    await waitFor(() =>
      expect(listRequests(requests)).toContain(
        '/api/admin/data/users?page=1&perPage=25&sort=Username&order=ASC',
      ),
    );
  });

  it('searches on the server', async () => {
    const { requests } = installFakeFetch(api());
    const { user } = renderConsole('/admin/users');
    await screen.findByText('bob@example.org');
    await user.type(screen.getByPlaceholderText('Search'), 'car');
    await waitFor(() => expect(screen.queryByText('bob@example.org')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(screen.getByText('carol@example.org')).toBeInTheDocument();
    expect(listRequests(requests).at(-1)).toBe(
      `/api/admin/data/users?page=1&perPage=25&sort=Created&order=DESC&filter=${encodeURIComponent('{"q":"car"}')}`,
    );
  });
});

describe('User edit', () => {
  it('opens from a deep link and saves a new role with its reason', async () => {
    const { requests } = installFakeFetch(api());
    const { user } = renderConsole('/admin/users/uid-bob');
    expect(await screen.findByText('bob@example.org')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Email/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Moderator' }));
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Runs the forum now');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role updated')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/admin/data/users/uid-bob',
        body: {
          body: {
            data: { Role: 'mod' },
            previousData: { Role: 'user' },
            reason: 'Runs the forum now',
          },
        },
      },
    ]);
  });

  it("shows the server's refusal when an admin changes their own role", async () => {
    // react-admin logs every failed call in development; this one is expected.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeFetch(api());
    const { user } = renderConsole('/admin/users/uid-alice');
    await screen.findByText('alice@example.org');
    await user.click(screen.getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Editor' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You cannot change your own role.')).toBeInTheDocument();
    expect(screen.queryByText('Role updated')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 403 }));
    logged.mockRestore();
  });
});
