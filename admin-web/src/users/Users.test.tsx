import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch } from '../test/fakeFetch';
import { fakeUsersApi } from '../test/fakeUsersApi';
import { adminUser, currentUser } from '../test/fixtures';
import { renderConsole } from '../test/renderConsole';

const admin = currentUser('admin', 'Alice');
const people = () => [adminUser('Alice', 'admin'), adminUser('Bob'), adminUser('Carol', 'editor')];

const listRequests = (requests: { url: string }[]) =>
  requests.map((r) => r.url).filter((url) => url.startsWith('/api/admin/users?'));

describe('Users list', () => {
  it('shows the users a page at a time, newest first', async () => {
    const { requests } = installFakeFetch(fakeUsersApi(admin, people()));
    renderConsole('/admin/users');
    const row = (await screen.findByText('bob@example.org')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Bob')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('User')).toBeInTheDocument();
    expect(listRequests(requests)[0]).toBe(
      '/api/admin/users?page=1&perPage=25&sort=Created&order=DESC',
    );
    for (const header of ['Username', 'Email', 'Role', 'Created']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
  });

  it('sorts on the server by the clicked column', async () => {
    const { requests } = installFakeFetch(fakeUsersApi(admin, people()));
    const { user } = renderConsole('/admin/users');
    await screen.findByText('bob@example.org');
    await user.click(screen.getByRole('button', { name: /sort by username/i }));
    await waitFor(() =>
      expect(listRequests(requests)).toContain(
        '/api/admin/users?page=1&perPage=25&sort=Username&order=ASC',
      ),
    );
  });

  it('searches on the server', async () => {
    const { requests } = installFakeFetch(fakeUsersApi(admin, people()));
    const { user } = renderConsole('/admin/users');
    await screen.findByText('bob@example.org');
    await user.type(screen.getByPlaceholderText('Search'), 'car');
    await waitFor(() => expect(screen.queryByText('bob@example.org')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(screen.getByText('carol@example.org')).toBeInTheDocument();
    expect(listRequests(requests).at(-1)).toBe(
      '/api/admin/users?page=1&perPage=25&sort=Created&order=DESC&q=car',
    );
  });
});

describe('User edit', () => {
  it('opens from a deep link and saves a new role', async () => {
    const { requests } = installFakeFetch(fakeUsersApi(admin, people()));
    const { user } = renderConsole('/admin/users/uid-bob');
    expect(await screen.findByText('bob@example.org')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Email/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Moderator' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role updated')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/admin/users/setrole',
        body: { body: { uid: 'uid-bob', role: 'mod' } },
      },
    ]);
  });

  it("shows the server's refusal when an admin changes their own role", async () => {
    // react-admin logs every failed call in development; this one is expected.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeFetch(fakeUsersApi(admin, people()));
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
