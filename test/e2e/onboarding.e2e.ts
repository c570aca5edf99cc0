import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPost, createAccountWithRole } from './support/api.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';

describe('a new member is welcomed', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('chooses interests and says what they know from /welcome, and their profile shows both', async () => {
    const editor = await createAccountWithRole('Curator', 'editor');
    const title = `Rivers and lakes ${Date.now().toString(36)}`;
    const created = await apiPost('/api/category/new', { title }, editor.cookie);
    expect(created.status).toBe(201);

    const { page } = await browser.newVisitor();
    const user = uniqueAccount('Newcomer');
    await page.goto('/signup');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/welcome');

    await page.getByRole('link', { name: 'Choose the categories you follow' }).click();
    await page.getByRole('heading', { name: 'Your interests' }).waitFor();
    await page.getByRole('checkbox', { name: title }).check();
    await snapshot(page, 'reader-interests');
    await page.getByRole('button', { name: 'Save and go on' }).click();
    await page.waitForURL('**/welcome');

    await page.getByRole('link', { name: 'Say what you know well' }).click();
    await page.getByRole('heading', { name: 'Your expertise' }).waitFor();
    const expertise = 'Hydrology: twenty years of measuring rivers.';
    await page.getByRole('textbox', { name: 'Expertise' }).fill(expertise);
    await page.getByRole('button', { name: 'Save and go on' }).click();
    await page.waitForURL('**/welcome');

    await page.goto(`/u/${user.username.toLowerCase()}`);
    await page.getByText(expertise).waitFor();
    await page.getByText(title).first().waitFor();
    await snapshot(page, 'reader-profile-after-welcome');
  });
});
