import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { type Can, type Role } from './api/types';
import { fakeAdminApi, type FakeRecord } from './test/fakeAdminApi';
import { installFakeFetch } from './test/fakeFetch';
import { can, currentUser, meAnswer, rights, userRecord } from './test/fixtures';
import { renderConsole } from './test/renderConsole';

const NOT_FOUND = /you typed a wrong URL/;

const named = (id: string, Name: string): FakeRecord => ({
  id,
  Name,
  Title: Name,
  Deleted: false,
  Created: '2026-11-01T10:00:00.000Z',
});
const report: FakeRecord = {
  id: 'c1',
  Body: 'Buy cheap pills',
  CommentAuthor: 'Troll',
  Status: 'open',
};

/** The console at `path` for `role`, with the Can the server gives it unless `given`. */
const open = (path: string, role: Role, given?: Can) => {
  installFakeFetch(
    fakeAdminApi({
      me: meAnswer(currentUser(role), given),
      tables: {
        categories: [named('cat1', 'Physics')],
        tags: [named('tag1', 'climate')],
        reports: [report],
        users: [userRecord('Bob')],
      },
    }),
  );
  return renderConsole(path);
};

const CLICKABLE = 'RaDataTable-clickableRow';
const createLink = () => screen.queryByRole('link', { name: 'Create' });
const deleteButton = () => screen.queryByRole('button', { name: 'Delete' });

describe("each role's console has the screens and buttons the server's Can allows", () => {
  it('refuses a user, for whom the server lists no resource', async () => {
    open('/admin/', 'user');
    expect(await screen.findByRole('alert')).toHaveTextContent('does not have console access');
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
  });

  it('lets an editor create, change and delete categories', async () => {
    const { user } = open('/admin/categories', 'editor');
    const row = (await screen.findByText('Physics')).closest('tr') as HTMLElement;
    expect(createLink()).toHaveAttribute('href', '/admin/categories/create');
    expect(row).toHaveClass(CLICKABLE);
    await user.click(row);
    expect(await screen.findByDisplayValue('Physics')).toBeInTheDocument();
    expect(deleteButton()).toBeInTheDocument();
  });

  it('lets an editor rename a tag, but neither create nor delete one', async () => {
    const { user } = open('/admin/tags', 'editor');
    await user.click(await screen.findByText('climate'));
    expect(await screen.findByDisplayValue('climate')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(deleteButton()).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Tags' }));
    await screen.findByText('climate');
    expect(createLink()).not.toBeInTheDocument();
  });

  it.each([
    ['editor', '/admin/users'],
    ['editor', '/admin/reports'],
    ['mod', '/admin/users'],
  ] as const)(
    'has no screen for the %s at %s, a resource the server does not list',
    async (role, path) => {
      open(path, role);
      expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    },
  );

  it('lets a moderator resolve reports, one or many', async () => {
    open('/admin/reports', 'mod');
    const row = (await screen.findByText('Buy cheap pills')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    expect(within(row).getByRole('checkbox')).toBeInTheDocument();
  });

  it('lets an admin change roles, but neither create nor delete accounts', async () => {
    const { user } = open('/admin/users', 'admin');
    await user.click(await screen.findByText('bob@example.org'));
    expect(await screen.findByRole('combobox', { name: /Role/ })).toBeInTheDocument();
    expect(deleteButton()).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Users' }));
    await screen.findByText('bob@example.org');
    expect(createLink()).not.toBeInTheDocument();
  });

  it('shows a resource listed without writes read only, whatever the role', async () => {
    const listOnly = can([rights('categories'), rights('reports')]);
    const { user } = open('/admin/categories', 'admin', listOnly);
    const category = (await screen.findByText('Physics')).closest('tr') as HTMLElement;
    expect(createLink()).not.toBeInTheDocument();
    // No edit screen: the row opens nothing.
    expect(category).not.toHaveClass(CLICKABLE);
    await user.click(screen.getByRole('menuitem', { name: 'Reports' }));
    const row = (await screen.findByText('Buy cheap pills')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
