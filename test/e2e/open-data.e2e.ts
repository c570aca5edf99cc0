import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type AppProcess, spawnApp } from '../api/support/app-processes.js';
import { DEMO_CONVOS } from '../../backend/src/seed/demo-content.js';
import { launchBrowser, snapshot, type BrowserSession } from './support/browser.js';

const run = promisify(execFile);

/**
 * The /data page of the demo site after `npm run dump` (the app stopped, as with the embedded
 * database it must be): a reader finds it from the footer and downloads the questions.
 */
describe('open data', () => {
  let dataDir: string;
  let app: AppProcess | undefined;
  let browser: BrowserSession;
  const env = () => ({
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    RATE_LIMIT_FACTOR: '100',
    SESSION_SECRET: 'open-data-e2e-secret-of-some-length',
  });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'opinions-open-data-e2e-'));
    // The first start seeds the demo site; the dump runs while the app is stopped.
    await (await spawnApp('open-data-seed', env())).stop();
    const dumped = await run(process.execPath, ['backend/dist/scripts/dump.js'], {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', DATA_DIR: dataDir },
      timeout: 120_000,
    });
    expect(dumped.stdout).toContain('Wrote ');
    app = await spawnApp('open-data', env());
    browser = await launchBrowser(app.url);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('lists the latest dump and downloads a file from it', async () => {
    const { page, context } = await browser.newVisitor();
    // Cookies chosen already (essential only): the banner covers the footer otherwise.
    await context.addInitScript(() => localStorage.setItem('CookieConsent', '-1'));
    await page.goto('/encyclopedia');
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Open data' })
      .click();
    await page.waitForURL('**/data');
    // A client navigation: the page's code loads after the address changes.
    await page.getByRole('heading', { level: 1, name: 'Open data' }).waitFor();
    const table = page.getByRole('table', { name: 'Files of the latest dump' });
    const row = table.getByRole('row', { name: /questions\.ndjson\.gz/ });
    await expect(row.textContent()).resolves.toContain('CC BY-SA 4.0');
    // Its records column: one record per demo question.
    await expect(row.getByRole('cell').nth(1).textContent()).resolves.toBe(`${DEMO_CONVOS.length}`);
    await snapshot(page, 'open-data');

    const listed = (await (await page.request.get('/api/data/dumps')).json()) as {
      Latest: { Files: { Name: string; Bytes: number; SHA256: string }[] };
    };
    const expected = listed.Latest.Files.find((f) => f.Name === 'questions.ndjson.gz')!;
    const download = page.waitForEvent('download');
    await row.getByRole('link', { name: 'questions.ndjson.gz', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('questions.ndjson.gz');
    const body = await readFile((await file.path())!);
    expect(body.length).toBe(expected.Bytes);
    expect(createHash('sha256').update(body).digest('hex')).toBe(expected.SHA256);
    const titles = gunzipSync(body)
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { Title: string }).Title);
    expect(titles.sort()).toEqual(DEMO_CONVOS.map((c) => c.title).sort());
  });
});
