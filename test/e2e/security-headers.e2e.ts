import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page, Response } from 'playwright-core';
import { createAccount } from './support/api.js';
import { launchBrowser, uniqueAccount, type BrowserSession } from './support/browser.js';
import { createMap, type TestMap } from './support/opinion-map.js';

/**
 * Every CSP violation the page reports, from the start of the document (an init script runs
 * before the page's own scripts) and from the console, where Chromium also reports them.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (t: string) => void })
        .reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return seen;
}

function expectSecurityHeaders(response: Response | null): void {
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers in the browser', () => {
  let browser: BrowserSession;
  let map: TestMap;
  beforeAll(async () => {
    browser = await launchBrowser();
    const author = await createAccount(uniqueAccount('Headers'));
    map = await createMap(author.cookie, author.username);
  });
  afterAll(() => browser.close());

  it('the reader home renders and hydrates with no CSP violation', async () => {
    const { page } = await browser.newVisitor();
    const violations = await watchViolations(page);
    expectSecurityHeaders(await page.goto('/'));
    await page.waitForLoadState('networkidle');
    // A client-side navigation works only once the scripts have run and hydrated the page.
    await page.getByRole('link', { name: 'Log in' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(violations).toEqual([]);
  });

  it('a question page, rendered and then from the page cache, has no CSP violation', async () => {
    // The second visit, from a link with a tracking parameter, is answered from the cache.
    for (const [visit, query] of [
      ['rendered', ''],
      ['cached', '?utm_source=headers-test'],
    ]) {
      const { page } = await browser.newVisitor();
      const violations = await watchViolations(page);
      const response = await page.goto(`/c/${map.convoID}${query}`);
      expectSecurityHeaders(response);
      if (visit === 'cached') expect(response!.headers()['x-page-cache']).toBe('hit');
      await page.waitForLoadState('networkidle');
      await page.getByRole('heading', { level: 1, name: map.title }).waitFor();
      expect([visit, violations]).toEqual([visit, []]);
    }
  });

  it('the admin console loads its sign-in form with no CSP violation', async () => {
    const { page } = await browser.newVisitor();
    const violations = await watchViolations(page);
    expectSecurityHeaders(await page.goto('/admin'));
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  it('the API documentation loads with no CSP violation', async () => {
    const { page } = await browser.newVisitor();
    const violations = await watchViolations(page);
    expectSecurityHeaders(await page.goto('/api/docs'));
    await page.locator('.opblock').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  it('refuses to be framed by another page', async () => {
    const { page } = await browser.newVisitor();
    const violations = await watchViolations(page);
    await page.goto('/api/health');
    // A same-origin frame is refused too: frame-ancestors 'none' allows no parent at all.
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = '/admin';
      document.body.appendChild(frame);
    });
    await page.waitForLoadState('networkidle');
    const framed = page.frames().find((frame) => frame.url().endsWith('/admin'));
    const loaded = framed ? await framed.locator('#root').count() : 0;
    expect(loaded).toBe(0);
    expect(violations.join('\n')).toMatch(/frame-ancestors/);
  });
});
