import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { launchBrowser, type BrowserSession } from './support/browser.js';

describe('cookie banner', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('stores an essential-only choice, logs it, and stays away on the next page', async () => {
    const { page } = await browser.newVisitor();
    const logged = page.waitForRequest((r) => r.url().endsWith('/api/cookies/logchoice'));
    await page.goto('/encyclopedia');
    await page.getByRole('button', { name: 'Cookie Settings' }).click();
    await page.getByRole('button', { name: 'Only Accept Essential Cookies' }).click();
    const request = await logged;
    expect(request.postDataJSON()).toEqual({
      body: {
        loadThirdParty: false,
        version: expect.any(String),
        url: expect.stringContaining('/encyclopedia'),
      },
    });
    await expect(page.evaluate(() => localStorage.getItem('CookieConsent'))).resolves.toBe('-1');
    await page.goto('/cookies');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Accept Cookies' }).count()).resolves.toBe(0);
  });

  it('removes an invalid stored value and asks again', async () => {
    const { page, context } = await browser.newVisitor();
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('CookieConsent', 'maybe');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/encyclopedia');
    await page.getByRole('button', { name: 'Accept Cookies' }).click();
    await expect(page.evaluate(() => localStorage.getItem('CookieConsent'))).resolves.toBe('1');
  });
});
