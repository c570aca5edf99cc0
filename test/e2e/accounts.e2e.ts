import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';

const account = (page: Page) => page.getByRole('navigation', { name: 'Account' });

describe('accounts in the reader', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('signs up, logs out and logs back in, returning to the page the reader came from', async () => {
    const { page } = await browser.newVisitor();
    const user = uniqueAccount('Reader');
    await page.goto('/cookies');
    await account(page).getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL('**/signup');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    // A new member is welcomed first, then goes on to the page they came from.
    await page.waitForURL('**/welcome');
    await page.getByRole('heading', { name: `Welcome, ${user.username}!` }).waitFor();
    await snapshot(page, 'reader-welcome');
    await page.getByRole('button', { name: 'Go on reading' }).click();
    await page.waitForURL('**/cookies');
    await expect(
      account(page).getByRole('link', { name: user.username }).textContent(),
    ).resolves.toBe(user.username);
    await snapshot(page, 'reader-signed-up');

    // Signed in, the reader gets the cached page everyone gets; their name comes from /api/me.
    const again = await page.reload();
    expect(again?.headers()['x-page-cache']).toBe('hit');
    const html = (await again?.text()) ?? '';
    expect(html).not.toContain(user.username);
    expect(html).toContain('account-links--pending');
    await account(page).getByRole('link', { name: user.username }).waitFor();
    expect(await account(page).getByRole('link', { name: 'Log in' }).count()).toBe(0);

    await account(page).getByRole('link', { name: 'Log out' }).click();
    await page.waitForURL('**/cookies');
    await account(page).getByRole('link', { name: 'Log in' }).waitFor();
    const me = await page.request.get('/api/me?path=/cookies');
    // Logged out: nobody, and what an anonymous visitor may do (no console, no edits).
    const answer = await me.json();
    expect(answer).toMatchObject({ User: null, CanEdit: false, Votes: [], Can: { Console: [] } });
    expect(answer.Can.Kinds.convo).toMatchObject({ Create: false, Edit: false });

    await page.goto('/encyclopedia');
    await account(page).getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Email').fill(user.email.toUpperCase());
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/encyclopedia');
    await account(page).getByRole('link', { name: user.username }).waitFor();
  });

  it('shows the server’s message for a wrong password, in the form', async () => {
    const { page } = await browser.newVisitor();
    await page.goto('/login');
    await page.getByLabel('Email').fill('nobody@example.org');
    await page.getByLabel('Password').fill('not the right password');
    const submit = page.getByRole('button', { name: 'Log in' });
    await submit.click();
    const alert = page.getByRole('alert');
    await expect(alert.textContent()).resolves.toContain('Wrong email, username or password.');
    await expect(submit.isEnabled()).resolves.toBe(true);
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('nobody@example.org');
    await snapshot(page, 'reader-wrong-password');
  });

  it('shows a taken username as the server words it', async () => {
    const { page } = await browser.newVisitor();
    const first = uniqueAccount('Taken');
    await page.request.post('/api/signup', { data: { body: first } });
    const { page: other } = await browser.newVisitor();
    await other.goto('/signup');
    await other.getByLabel('Email').fill(`second.${first.email}`);
    await other.getByLabel('Username').fill(first.username.toUpperCase());
    await other.getByLabel('Password').fill(first.password);
    await other.getByRole('button', { name: 'Sign up' }).click();
    await expect(other.getByRole('alert').textContent()).resolves.toMatch(
      /is taken; choose another\./,
    );
  });
});

describe('pages that do not exist', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('answer 404 with the Page Not Found screen, linking home', async () => {
    const { page } = await browser.newVisitor();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await snapshot(page, 'reader-404');
    await page
      .getByRole('main')
      .getByRole('link', { name: /encyclopedia/i })
      .click();
    await page.waitForURL('**/encyclopedia');
  });
});
