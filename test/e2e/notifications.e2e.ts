import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { eventually } from '../api/support/app-processes.js';
import type { E2eApp } from './support/app-process.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { longDescription, signIn } from './support/opinion-map.js';
import { type AppOnOwnDatabase, startAppOnOwnDatabase } from './support/own-database.js';

const ADMIN = {
  email: 'notify-root@example.org',
  username: 'NotifyRoot',
  password: 'notifications e2e passphrase',
};

/**
 * Following a question: A watches it with the Watch button, B edits it through the API,
 * the fan-out job runs, and A's bell shows 1; the list links to the diff; Mark read clears it.
 */
describe('notifications', () => {
  let own: AppOnOwnDatabase;
  let app: E2eApp;
  let sql: pg.Pool;
  let browser: BrowserSession;

  const post = <T>(route: string, body: object, cookie?: string) =>
    own.post<T>(route, body, cookie);

  beforeAll(async () => {
    own = await startAppOnOwnDatabase({ name: 'opinions-notify-e2e', admin: ADMIN });
    ({ app, sql } = own);
    browser = await launchBrowser(app.url);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await own?.stop();
  });

  it('shows a watcher the edit another member made, links to its diff, and marks it read', async () => {
    const a = await post<{ User: { uid: string } }>('/api/signup', uniqueAccount('Watcher'));
    const b = await post('/api/signup', uniqueAccount('Editor'));
    const description = longDescription('The square');
    const { json: convo } = await post<{ ConvoID: string }>(
      '/api/convo/new',
      { title: 'Should the town square be car-free?', description },
      b.cookie,
    );
    // The creation's event is fanned out first (to nobody): A starts watching after it.
    const settled = async () =>
      (await sql.query('SELECT 1 FROM notification_events WHERE fanned_at IS NULL')).rowCount === 0;
    expect(await eventually(settled, 1200)).toBe(true);
    const { context, page } = await browser.newVisitor();
    await signIn(context, a.cookie!, app.url);
    // A follows the question with its Watch button.
    await page.goto(`/c/${convo.ConvoID}`);
    await page.getByRole('button', { name: 'Watch this question' }).click();
    await page
      .getByRole('menu', { name: 'Watch this question' })
      .getByRole('menuitemradio', { name: /^Watching/ })
      .click();
    await page.getByRole('button', { name: 'Watching this question' }).waitFor();
    await snapshot(page, 'notifications-follow');
    const { json: edit } = await post<{ RevID: string }>(
      '/api/convo/edit',
      {
        convoID: convo.ConvoID,
        action: {
          ActionName: 'ConvoEditTextField',
          ArgsJSON: JSON.stringify({
            FieldName: 'Description',
            OldValue: description,
            NewValue: longDescription('The square, edited'),
          }),
        },
        revDesc: 'Clearer',
      },
      b.cookie,
    );
    // The job the commit sent (and the scheduled one each minute) fans the edit out.
    const notified = async () =>
      (await sql.query('SELECT 1 FROM notifications WHERE user_id = $1', [a.json.User.uid]))
        .rowCount === 1;
    expect(await eventually(notified, 1200)).toBe(true);

    await page.reload();
    const account = page.getByRole('navigation', { name: 'Account' });
    const bell = account.getByRole('link', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    await snapshot(page, 'notifications-bell');
    await bell.click();
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const item = page.getByRole('link', { name: /edited “Should the town square be car-free\?”/ });
    await item.waitFor();
    expect(await item.getAttribute('href')).toBe(
      `/history/c/${convo.ConvoID}#revision-${edit.RevID}`,
    );
    await snapshot(page, 'notifications-list');
    await page.getByRole('button', { name: /^Mark read:/ }).click();
    await account.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    await page.getByText('0 unread').waitFor();
    await snapshot(page, 'notifications-read');
    await item.click();
    await page.getByRole('heading', { level: 1, name: /History of/ }).waitFor();
    await page.locator(`#revision-${edit.RevID}`).waitFor();
    await snapshot(page, 'notifications-diff');
  }, 180_000);
});
