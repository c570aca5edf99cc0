import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import PgBoss from 'pg-boss';
import {
  type EmbeddedDatabase,
  startEmbeddedPostgres,
} from '../../backend/src/database/embedded-postgres.js';
import { eventually } from '../api/support/app-processes.js';
import { type E2eApp, startAppProcess } from './support/app-process.js';
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
  let dir: string;
  let db: EmbeddedDatabase;
  let app: E2eApp;
  let sql: pg.Pool;
  let browser: BrowserSession;
  let failed: string;

  const stateOf = async (id: string) =>
    (await sql.query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [id])).rows[0]
      ?.state;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'opinions-jobs-e2e-'));
    db = await startEmbeddedPostgres({ dataDir: dir });
    app = await startAppProcess({
      name: 'opinions-jobs-e2e',
      seedDemo: false,
      admin: ADMIN,
      env: { DATABASE_URL: db.url },
    });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    browser = await launchBrowser(app.url);

    // What an operator's mistake would do: the images table is gone while the clean-up runs.
    await sql.query('ALTER TABLE images RENAME TO images_moved_away');
    const boss = new PgBoss({
      connectionString: db.url,
      schema: 'pgboss',
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await boss.start();
    // Sent as the hourly schedule sends it, but tried once only, so it fails at once.
    failed = (await boss.send('images.cleanup', {}, { retryLimit: 0 }))!;
    await boss.stop({ graceful: false });
    expect(await eventually(async () => (await stateOf(failed)) === 'failed', 600)).toBe(true);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await sql?.end();
    await app?.stop();
    await db?.stop();
    await rm(dir, { recursive: true, force: true });
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
