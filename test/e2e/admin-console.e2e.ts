import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiGet, createAccount, createAccountWithRole } from './support/api.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { e2eAdmin } from './support/accounts.js';
import { signIn } from './support/opinion-map.js';

/** An entry of /api/me's Can.Console: a resource the person may open, and what they may do there. */
interface ConsoleRights {
  Name: string;
  Create: boolean;
  Update: boolean;
  Delete: boolean;
}

describe('admin console', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lets the admin change a user’s role, and the user then gets the console', async () => {
    const target = await createAccount(uniqueAccount('promoted'));
    const { page } = await browser.newVisitor();
    await page.goto('/admin');
    const admin = e2eAdmin();
    await page.getByLabel('Email').fill(admin.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.getByPlaceholder('Search').fill(target.username);
    const row = page.getByRole('row').filter({ hasText: target.email });
    await row.waitFor();
    await snapshot(page, 'admin-users-list');
    await row.click();
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Editor' }).click();
    await page.getByRole('textbox', { name: /Reason/ }).fill('Writes our best articles');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Role updated').waitFor();
    await snapshot(page, 'admin-role-updated');

    const home = await apiGet<{ role: string }>('/api/home', target.cookie);
    expect(home.role).toBe('editor');

    // The new editor opens the console with their own session: the editor's menu, no users.
    const promoted = await browser.newVisitor();
    await signIn(promoted.context, target.cookie);
    await promoted.page.goto('/admin/');
    await promoted.page.getByText(`Welcome, ${target.username}`).waitFor();
    await promoted.page.getByRole('menuitem', { name: 'Inbox' }).waitFor();
    await promoted.page.getByRole('menuitem', { name: 'Requests' }).waitFor();
    await expect(promoted.page.getByRole('menuitem', { name: 'Users' }).count()).resolves.toBe(0);
    await expect(promoted.page.getByRole('menuitem', { name: 'Reports' }).count()).resolves.toBe(0);
    await snapshot(promoted.page, 'admin-editor-dashboard');

    // The audit log keeps the change and its reason.
    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    const entry = page.getByRole('row').filter({ hasText: new RegExp(target.username, 'i') });
    await entry.getByText('Writes our best articles').waitFor();
  });

  it('shows an editor what /api/me lists, and no Create where it says no', async () => {
    const editor = await createAccountWithRole('Lister', 'editor');
    const { Can } = await apiGet<{ Can: { Console: ConsoleRights[] } }>(
      '/api/me?path=%2Fadmin',
      editor.cookie,
    );
    const listed = Can.Console.map((rights) => rights.Name);
    expect(listed).not.toContain('users');
    expect(listed).not.toContain('reports');
    // Else the Create checks below would all expect one.
    expect(Can.Console.filter((rights) => !rights.Create).length).toBeGreaterThan(0);

    const { page, context } = await browser.newVisitor();
    await signIn(context, editor.cookie);
    await page.goto('/admin/');
    await page.getByText(`Welcome, ${editor.username}`).waitFor();
    await page.getByRole('menuitem', { name: 'Audit log' }).waitFor();
    const menu = await page
      .getByRole('menuitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('href')));
    expect(menu.filter((href) => href !== '/admin/' && href !== '/admin/inbox').sort()).toEqual(
      listed.map((name) => `/admin/${name}`).sort(),
    );
    await expect(page.getByRole('link', { name: 'Manage users and roles' }).count()).resolves.toBe(
      0,
    );

    for (const rights of Can.Console) {
      await page.goto(`/admin/${rights.Name}`);
      // A list with rows, or react-admin's empty state on a fresh site.
      const empty = page.getByText(/^No .* (yet\.|found using the current filters)/);
      await page.getByRole('columnheader').or(empty).first().waitFor();
      const creates = await page.getByRole('link', { name: 'Create' }).count();
      expect([rights.Name, creates]).toEqual([rights.Name, rights.Create ? 1 : 0]);
    }
    await snapshot(page, 'admin-editor-audit');
    for (const hidden of ['users', 'reports']) {
      await page.goto(`/admin/${hidden}`);
      await page.getByText(/you typed a wrong URL/).waitFor();
    }
  });

  it("shows the site's icon (a browser would otherwise ask for a missing /favicon.ico)", async () => {
    const { page } = await browser.newVisitor();
    await page.goto('/admin');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/favicon.svg');
    const icon = await page.request.get(href!);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('refuses a plain user with a clear message', async () => {
    const account = uniqueAccount('plain');
    await createAccount(account);
    const { page } = await browser.newVisitor();
    await page.goto('/admin');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByText('Your account does not have console access. Ask an admin for the editor role.')
      .first()
      .waitFor();
    await snapshot(page, 'admin-refused');
    await expect(page.getByRole('menuitem', { name: 'Users' }).count()).resolves.toBe(0);
  });
});
