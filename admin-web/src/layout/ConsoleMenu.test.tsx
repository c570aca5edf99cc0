import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { type Role } from '../api/types';
import { fakeAdminApi } from '../test/fakeAdminApi';
import { installFakeFetch } from '../test/fakeFetch';
import { currentUser } from '../test/fixtures';
import { renderConsole } from '../test/renderConsole';

const EDITOR_MENU = ['Dashboard', 'Inbox', 'Categories', 'Articles', 'Requests', 'People', 'Tags'];

const menuFor = async (role: Role) => {
  installFakeFetch(fakeAdminApi({ me: currentUser(role), tables: { reqs: [], reports: [] } }));
  renderConsole('/admin/');
  await screen.findByRole('menuitem', { name: /Audit log/ });
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
};

describe('Console menu', () => {
  it('shows an editor the content screens, the inbox and the audit log', async () => {
    expect(await menuFor('editor')).toEqual([...EDITOR_MENU, 'Audit log']);
  });

  it('adds reports for a moderator', async () => {
    expect(await menuFor('mod')).toEqual([...EDITOR_MENU, 'Reports', 'Audit log']);
  });

  it('adds users for an admin', async () => {
    expect(await menuFor('admin')).toEqual([...EDITOR_MENU, 'Reports', 'Audit log', 'Users']);
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
