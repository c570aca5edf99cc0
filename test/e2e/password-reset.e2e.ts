import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { resetLinkIn, SmtpInbox } from '../api/support/smtp-inbox.js';
import { startAppProcess, type E2eApp } from './support/app-process.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';

const account = (page: Page) => page.getByRole('navigation', { name: 'Account' });
const whoAmI = async (page: Page) =>
  (
    (await (await page.request.get('/api/me?path=/')).json()) as {
      User: { username: string } | null;
    }
  ).User?.username ?? null;

describe('a forgotten password', () => {
  const inbox = new SmtpInbox();
  let app: E2eApp;
  let browser: BrowserSession;

  // An app of its own, sending its mail to this file's SMTP server.
  beforeAll(async () => {
    const smtpUrl = await inbox.start();
    app = await startAppProcess({
      name: 'opinions-e2e-mail',
      seedDemo: false,
      admin: {
        email: 'mail-admin@example.org',
        username: 'MailAdmin',
        password: 'mail admin pass',
      },
      env: { SMTP_URL: smtpUrl },
    });
    browser = await launchBrowser(app.url);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await inbox.close();
  });

  it('is reset through a link mailed to the account, which signs out its other sessions', async () => {
    const user = uniqueAccount('Forgetful');
    const { page: other } = await browser.newVisitor();
    const signedUp = await other.request.post('/api/signup', { data: { body: user } });
    expect(signedUp.status()).toBe(201);
    expect(await whoAmI(other)).toBe(user.username.toLowerCase());

    const { page } = await browser.newVisitor();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    const form = page.getByRole('form', { name: 'Reset password' });
    await form.getByLabel('Email').fill(user.email);
    await form.getByRole('button', { name: 'Send the link' }).click();
    await expect(form.getByRole('status').textContent()).resolves.toContain(
      `If an account uses ${user.email}, a link to reset its password is on its way.`,
    );
    await snapshot(page, 'reader-reset-requested');

    const mail = await inbox.message(0);
    expect(mail.to).toMatchObject({ text: user.email.toLowerCase() });
    const link = resetLinkIn(mail);
    await page.goto(link.pathname + link.search);
    const choose = page.getByRole('form', { name: 'Choose a new password' });
    const newPassword = 'a remembered passphrase';
    await choose.getByLabel('New password', { exact: true }).fill(newPassword);
    await choose.getByLabel('Confirm new password').fill(`${newPassword}?`);
    await choose.getByRole('button', { name: 'Set the new password' }).click();
    await expect(choose.getByRole('alert').textContent()).resolves.toBe(
      'The new password and its confirmation differ.',
    );
    await choose.getByLabel('Confirm new password').fill(newPassword);
    await snapshot(page, 'reader-reset-new-password');
    await choose.getByRole('button', { name: 'Set the new password' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await account(page).getByRole('link', { name: user.username }).waitFor();
    expect(await whoAmI(page)).toBe(user.username.toLowerCase());
    // The other browser was signed out.
    expect(await whoAmI(other)).toBeNull();

    // The link works once.
    await page.goto(link.pathname + link.search);
    await choose.getByLabel('New password', { exact: true }).fill('one more passphrase');
    await choose.getByLabel('Confirm new password').fill('one more passphrase');
    await choose.getByRole('button', { name: 'Set the new password' }).click();
    await expect(choose.getByRole('alert').textContent()).resolves.toBe(
      'This password reset link has expired or was already used; ask for a new one.',
    );

    // The new password opens the account, by username too.
    await other.goto('/login');
    await other.getByLabel('Email or username').fill(user.username);
    await other.getByLabel('Password').fill(newPassword);
    await other.getByRole('button', { name: 'Log in' }).click();
    await account(other).getByRole('link', { name: user.username }).waitFor();
  });
});
