import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { eventually } from '../api/support/app-processes.js';
import type { E2eApp } from './support/app-process.js';
import { type AppOnOwnDatabase, startAppOnOwnDatabase } from './support/own-database.js';
import { launchBrowser, snapshot, type BrowserSession } from './support/browser.js';

const ADMIN = {
  email: 'jobs-root@example.org',
  username: 'JobsRoot',
  password: 'jobs e2e passphrase',
};

/**
 * The console's Jobs screen on an app started as `npm start` starts it, on a database this test
 * can reach: the real image clean-up job is made to fail (its table is moved away while it runs),
 * the admin sees the failure with what went wrong, and runs it again once the table is back.
 */
describe('background jobs in the console', () => {
  let own: AppOnOwnDatabase;
  let app: E2eApp;
  let sql: pg.Pool;
  let browser: BrowserSession;
  let failed: string;

  const stateOf = async (id: string) =>
    (await sql.query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [id])).rows[0]
      ?.state;

  beforeAll(async () => {
    own = await startAppOnOwnDatabase({ name: 'opinions-jobs-e2e', admin: ADMIN });
    ({ app, sql } = own);
    browser = await launchBrowser(app.url);

    // What an operator's mistake would do: the images table is gone while the clean-up runs.
    await sql.query('ALTER TABLE images RENAME TO images_moved_away');
    // Sent as the hourly schedule sends it, but tried once only, so it fails at once.
    failed = await own.sendJob('images.cleanup', {}, { retryLimit: 0 });
    expect(await eventually(async () => (await stateOf(failed)) === 'failed', 600)).toBe(true);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await own?.stop();
  });

  it("shows an admin each kind of work's counts and the failed job with what went wrong, and runs it again", async () => {
    const { page } = await browser.newVisitor();
    await page.goto('/admin');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('menuitem', { name: 'Background jobs' }).click();

    const counts = page.getByRole('table', { name: 'Jobs by kind of work' });
    const cleanup = counts.getByRole('row', { name: /Remove unused images/ });
    await cleanup.waitFor();
    await counts.getByRole('row', { name: /Rebuild the sitemap/ }).waitFor();
    await cleanup
      .getByRole('button', { name: 'List these jobs: Remove unused images, Failed (1)' })
      .waitFor();

    // The list opens on the failed jobs.
    const row = page.getByRole('row').filter({ hasText: 'relation "images" does not exist' });
    await row.waitFor();
    await row.getByText('Failed').waitFor();
    await row.getByText('Remove unused images').waitFor();
    await snapshot(page, 'admin-jobs-failed');

    await sql.query('ALTER TABLE images_moved_away RENAME TO images');
    await row.getByRole('button', { name: 'Run again' }).click();
    await page.getByText('The job will run again shortly').waitFor();
    expect(await eventually(async () => (await stateOf(failed)) === 'completed', 600)).toBe(true);

    // Its queue's counts follow: nothing failed, one done.
    await page.reload();
    await cleanup.waitFor();
    await expect(cleanup.getByRole('button', { name: /Failed/ }).count()).resolves.toBe(0);
    await cleanup
      .getByRole('button', { name: 'List these jobs: Remove unused images, Done (1)' })
      .waitFor();
    await page
      .getByText(/^No .* (yet\.|found using the current filters)/)
      .first()
      .waitFor();
    await snapshot(page, 'admin-jobs-after-retry');
  });
});
