import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiGet, createAccount } from './support/api.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { e2eAdmin } from './support/accounts.js';
import { signIn } from './support/opinion-map.js';

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
