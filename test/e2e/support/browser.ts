import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through `npm run test:e2e`.');
  return url;
};

// Playwright itself adds --headless and a fresh temporary --user-data-dir.
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  browser: Browser;
  /** A fresh browser profile (cookies, storage), like a new visitor. */
  newVisitor(): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** `baseURL`: the suite's app unless a test started one of its own. */
export async function launchBrowser(baseURL?: string): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: FLAGS,
  });
  const contexts: BrowserContext[] = [];
  return {
    browser,
    async newVisitor() {
      const context = await browser.newContext({ baseURL: baseURL ?? BASE_URL() });
      contexts.push(context);
      const page = await context.newPage();
      return { context, page };
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      await browser.close();
    },
  };
}

let counter = 0;
export function uniqueAccount(prefix = 'reader') {
  counter += 1;
  const tag = `${prefix}${Date.now().toString(36)}${counter}`;
  return { email: `${tag}@example.org`, username: tag, password: 'a long e2e passphrase' };
}

/** Saves a screenshot under test-results/ when SCREENSHOTS=1 (for looking at the pages by eye). */
export async function snapshot(page: Page, name: string): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  await page.screenshot({ path: path.join('test-results', `${name}.png`), fullPage: true });
}
