import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';

const account = (page: Page) => page.getByRole('navigation', { name: 'Account' });
const whoAmI = async (page: Page) =>
  (
    (await (await page.request.get('/api/me?path=/app/settings')).json()) as {
      User: { username: string } | null;
    }
  ).User?.username ?? null;

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('changing the password in settings', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('keeps this browser logged in, logs out the other one, and the new password works', async () => {
    const user = uniqueAccount('Changer');
    const newPassword = 'a freshly chosen passphrase';
    const { page } = await browser.newVisitor();
    await page.goto('/signup');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await account(page).getByRole('link', { name: user.username }).waitFor();

    const { page: other } = await browser.newVisitor();
    await logIn(other, user.email, user.password);
    await account(other).getByRole('link', { name: user.username }).waitFor();
    expect(await whoAmI(other)).toBe(user.username.toLowerCase());

    await page.goto('/app/settings');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(user.password);
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm new password').fill(`${newPassword}!`);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('alert').textContent()).resolves.toBe(
      'The new password and its confirmation differ.',
    );
    await form.getByLabel('Confirm new password').fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('status').textContent()).resolves.toBe(
      'Your password has been changed. You are still logged in here; every other session has been logged out.',
    );
    await snapshot(page, 'reader-password-changed');

    // This browser is still logged in, after a reload too.
    await page.reload();
    await account(page).getByRole('link', { name: user.username }).waitFor();
    expect(await whoAmI(page)).toBe(user.username.toLowerCase());
    await page.getByRole('form', { name: 'Change password' }).waitFor();

    // The other one is logged out.
    expect(await whoAmI(other)).toBeNull();
    await other.reload();
    await account(other).getByRole('link', { name: 'Log in' }).waitFor();

    // The old password no longer opens the account; the new one does.
    await logIn(other, user.email, user.password);
    await expect(other.getByRole('alert').textContent()).resolves.toContain(
      'Wrong email, username or password.',
    );
    await logIn(other, user.email, newPassword);
    await account(other).getByRole('link', { name: user.username }).waitFor();
    expect(await whoAmI(other)).toBe(user.username.toLowerCase());
    // Logging in again elsewhere does not end the first browser's session.
    expect(await whoAmI(page)).toBe(user.username.toLowerCase());
  });
});
