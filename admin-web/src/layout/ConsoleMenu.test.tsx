import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { type Can, type Role } from '../api/types';
import { fakeAdminApi } from '../test/fakeAdminApi';
import { installFakeFetch } from '../test/fakeFetch';
import { can, currentUser, meAnswer, rights } from '../test/fixtures';
import { renderConsole } from '../test/renderConsole';

const EDITOR_MENU = ['Dashboard', 'Inbox', 'Categories', 'Articles', 'Requests', 'People', 'Tags'];

const menuFor = async (role: Role, given?: Can, last = 'Audit log') => {
  installFakeFetch(
    fakeAdminApi({ me: meAnswer(currentUser(role), given), tables: { reqs: [], reports: [] } }),
  );
  renderConsole('/admin/');
  await screen.findByRole('menuitem', { name: new RegExp(last) });
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
};

describe('Console menu', () => {
  it('shows an editor the content screens, the inbox and the audit log', async () => {
    expect(await menuFor('editor')).toEqual([...EDITOR_MENU, 'Audit log']);
  });

  it('adds reports for a moderator', async () => {
    expect(await menuFor('mod')).toEqual([...EDITOR_MENU, 'Reports', 'Audit log']);
  });

  it('adds users and background jobs for an admin', async () => {
    expect(await menuFor('admin')).toEqual([
      ...EDITOR_MENU,
      'Reports',
      'Audit log',
      'Users',
      'Background jobs',
    ]);
  });

  it('lists what the server lists, in the menu order, whatever the role', async () => {
    const listed = can([rights('users', 'Update'), rights('tags')]);
    expect(await menuFor('editor', listed, 'Users')).toEqual(['Dashboard', 'Tags', 'Users']);
  });

  it('links the inbox page and the resources under the console', async () => {
    await menuFor('editor');
    expect(screen.getByRole('menuitem', { name: 'Inbox' })).toHaveAttribute('href', '/admin/inbox');
    expect(screen.getByRole('menuitem', { name: 'Requests' })).toHaveAttribute(
      'href',
      '/admin/reqs',
    );
  });
});
