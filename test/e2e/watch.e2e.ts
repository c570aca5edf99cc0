import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAccount } from './support/api.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { createMap, signIn, type TestMap } from './support/opinion-map.js';

describe('watching a question', () => {
  let browser: BrowserSession;
  let map: TestMap;

  beforeAll(async () => {
    browser = await launchBrowser();
    // The author watches what they create (the default): one watcher before the reader.
    const author = await createAccount(uniqueAccount('WatchAuthor'));
    map = await createMap(author.cookie, `watched ${Date.now().toString(36)}`);
  });
  afterAll(() => browser.close());

  it('watches from the question page, tracks for a week, then changes and stops it on /app/watchlist', async () => {
    const reader = await createAccount(uniqueAccount('Watcher'));
    const { context, page } = await browser.newVisitor();
    await signIn(context, reader.cookie);

    await page.goto(`/c/${map.convoID}`);
    const watch = page.getByRole('button', { name: 'Watch this question' });
    await watch.waitFor();
    await page.getByText('1 watcher', { exact: true }).waitFor();
    await expect(watch.getAttribute('aria-expanded')).resolves.toBe('false');

    await watch.click();
    await expect(watch.getAttribute('aria-expanded')).resolves.toBe('true');
    const menu = page.getByRole('menu', { name: 'Watch this question' });
    await menu.getByRole('menuitemradio', { name: /^Tracking/ }).click();
    await page.getByRole('button', { name: 'Tracking this question' }).waitFor();
    await page.getByText('2 watchers', { exact: true }).waitFor();
    await menu.getByRole('menuitemradio', { name: 'For a week' }).click();
    await page.getByText(/2 watchers · yours until/).waitFor();
    await expect(
      menu.getByRole('menuitemradio', { name: 'For a week' }).getAttribute('aria-checked'),
    ).resolves.toBe('true');
    await snapshot(page, 'reader-watch-menu');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    await page.goto('/app/watchlist');
    const table = page.getByRole('table', { name: 'What you follow' });
    const row = table.getByRole('row', { name: new RegExp(map.title.slice(0, 30)) });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Question');
    const level = row.getByRole('combobox', { name: /^Level for/ });
    await expect(level.inputValue()).resolves.toBe('tracking');
    const until = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(row.textContent()).resolves.toContain(until);
    await page.getByRole('region', { name: 'Recent changes' }).waitFor();

    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/watch') && res.request().method() === 'PUT',
    );
    await level.selectOption('watching');
    expect((await saved).status()).toBe(200);
    // The select shows the level asked for while saving, then the server's answer.
    await page.waitForFunction(
      (select) => (select as HTMLSelectElement).value === 'watching',
      await level.elementHandle(),
    );
    await snapshot(page, 'reader-watchlist');

    // The question page says so too, after a reload.
    await page.goto(`/c/${map.convoID}`);
    await page.getByRole('button', { name: 'Watching this question' }).waitFor();

    await page.goto('/app/watchlist');
    await row.getByRole('button', { name: /^Stop following/ }).click();
    await page.getByText(/You follow nothing yet/).waitFor();
    await page.goto(`/c/${map.convoID}`);
    await page.getByRole('button', { name: 'Watch this question' }).waitFor();
    await page.getByText('1 watcher', { exact: true }).waitFor();
  });
});
