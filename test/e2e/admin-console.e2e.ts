import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiGet, createAccount } from './support/api.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { e2eAdmin } from './support/accounts.js';

describe('admin console', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lets the admin change a user’s role', async () => {
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
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Role updated').waitFor();
    await snapshot(page, 'admin-role-updated');

    const home = await apiGet<{ role: string }>('/api/home', target.cookie);
    expect(home.role).toBe('editor');
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
