import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { installFakeFetch, json } from '../test/fakeFetch';
import { currentUser, home } from '../test/fixtures';
import { renderConsole } from '../test/renderConsole';

describe('Dashboard', () => {
  it('tells an editor who they are and keeps the admin-only users away', async () => {
    installFakeFetch(() => json(home(currentUser('editor', 'Eddie'))));
    renderConsole('/admin/');
    expect(await screen.findByText('Welcome, Eddie')).toBeInTheDocument();
    expect(screen.getByText('You are signed in with the Editor role.')).toBeInTheDocument();
    expect(screen.getByText(/inbox of user edits, requests, categories/)).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Users/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Manage users and roles')).not.toBeInTheDocument();
  });

  it('offers an admin the users resource', async () => {
    installFakeFetch(() => json(home(currentUser('admin', 'Ada'))));
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
  });
});
