import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { unsubscribeToken } from '../../backend/src/digest/unsubscribe-token.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { type AppOnOwnDatabase, startAppOnOwnDatabase } from './support/own-database.js';

const SECRET = 'digest e2e secret, long enough to sign links';
const ADMIN = {
  email: 'digest-root@example.org',
  username: 'DigestRoot',
  password: 'digest e2e passphrase',
};

/**
 * The Notifications section of /app/settings and the digests' unsubscribe page, on an app of its
 * own whose secret the test knows, so it signs the link the digest would carry.
 */
describe('e-mail digest settings and the unsubscribe link', () => {
  let own: AppOnOwnDatabase;
  let browser: BrowserSession;

  beforeAll(async () => {
    own = await startAppOnOwnDatabase({
      name: 'opinions-digest-e2e',
      admin: ADMIN,
      env: { SESSION_SECRET: SECRET },
    });
    browser = await launchBrowser(own.app.url);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await own?.stop();
  });

  it('saves a weekly digest, kept after a reload; the link stops it without a login', async () => {
    const account = uniqueAccount('Digest');
    const { page } = await browser.newVisitor();
    await page.goto('/signup');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: account.username })
      .waitFor();

    await page.goto('/app/settings');
    const section = page.getByRole('region', { name: 'Notifications' });
    const form = section.getByRole('form', { name: 'Notification settings' });
    const watchOwn = form.getByRole('checkbox', {
      name: 'Add what I create or edit to my watchlist',
    });
    expect(await watchOwn.isChecked()).toBe(true);
    expect(await form.getByRole('radio', { name: 'Off' }).isChecked()).toBe(true);
    await form.getByRole('radio', { name: 'Weekly' }).check();
    await form.getByRole('button', { name: 'Save notification settings' }).click();
    await form.getByRole('status').getByText('Saved.').waitFor();
    await snapshot(page, 'reader-settings-notifications');

    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Notification settings' });
    await reloaded.getByRole('radio', { name: 'Weekly' }).waitFor();
    expect(await reloaded.getByRole('radio', { name: 'Weekly' }).isChecked()).toBe(true);

    const [user] = (
      await own.sql.query<{ id: string; digest: string }>(
        `SELECT u.id, s.digest FROM users u JOIN notification_settings s ON s.user_id = u.id
          WHERE u.username = lower($1)`,
        [account.username],
      )
    ).rows;
    expect(user.digest).toBe('weekly');

    // Logged out, as a mail program opens it.
    const { page: visitor } = await browser.newVisitor();
    await visitor.goto('/unsubscribe?token=' + unsubscribeToken('a forged secret', user.id));
    await visitor
      .getByRole('alert')
      .getByText(/not valid/)
      .waitFor();
    await snapshot(visitor, 'reader-unsubscribe-forged');

    await visitor.goto('/unsubscribe?token=' + unsubscribeToken(SECRET, user.id));
    await visitor.getByText(`Stop e-mail digests for ${account.username}?`).waitFor();
    await snapshot(visitor, 'reader-unsubscribe');
    await visitor.getByRole('button', { name: 'Stop e-mail digests' }).click();
    await visitor
      .getByRole('status')
      .getByText(`E-mail digests for ${account.username} are off.`)
      .waitFor();
    await snapshot(visitor, 'reader-unsubscribed');
    const [after] = (
      await own.sql.query<{ digest: string }>(
        'SELECT digest FROM notification_settings WHERE user_id = $1',
        [user.id],
      )
    ).rows;
    expect(after.digest).toBe('off');

    await page.reload();
    const settled = page.getByRole('form', { name: 'Notification settings' });
    await settled.getByRole('radio', { name: 'Off' }).waitFor();
    expect(await settled.getByRole('radio', { name: 'Off' }).isChecked()).toBe(true);
  });
});
