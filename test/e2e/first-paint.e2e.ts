import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BASE_URL, launchBrowser, type BrowserSession } from './support/browser.js';

// What a read page needs for its first paint comes in its HTML: the styles inline, the scripts
// (which only hydrate what is already on screen) fetched at low priority, nothing render-blocking.

describe('first paint of a read page', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('has its styles inline and its scripts at low priority, with nothing render-blocking', async () => {
    const html = await (await fetch(`${BASE_URL()}/encyclopedia`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    expect(head).toMatch(/<style>(?:(?!<\/style>)[\s\S])*\.skip-link\{/);
    const scripts = head.match(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
    expect(scripts.filter((tag) => tag.startsWith('<script')).length).toBe(1);
    for (const tag of scripts) expect(tag).toMatch(/ fetchpriority="low"/);
    // No classic script: every script of the page is a module (deferred, never parser-blocking).
    expect(html).not.toMatch(/<script(?![^>]*type="(?:module|application\/(?:ld\+)?json)")/);
  });

  it('is styled without loading any stylesheet or script', async () => {
    const { page } = await browser.newVisitor();
    const requested: string[] = [];
    await page.route('**/assets/**', (route) => {
      requested.push(route.request().url());
      return route.abort();
    });
    await page.goto('/encyclopedia');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    // global.css places the skip link off screen until it has the focus.
    await expect(skipLink.evaluate((el) => getComputedStyle(el).position)).resolves.toBe(
      'absolute',
    );
    await expect(
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-brand'),
      ),
    ).resolves.toBe('#1f4e79');
    expect(requested.filter((url) => url.endsWith('.css'))).toEqual([]);
  });

  it('leaves the layout of the footer to when it is scrolled to', async () => {
    const { page } = await browser.newVisitor();
    await page.goto('/encyclopedia');
    const footer = page.locator('.site-footer');
    await expect(footer.evaluate((el) => getComputedStyle(el).contentVisibility)).resolves.toBe(
      'auto',
    );
    // Still in the accessibility tree and reachable while skipped.
    await expect(page.getByRole('contentinfo').count()).resolves.toBe(1);
  });

  it('still loads the stylesheet of a lazy page with its code', async () => {
    const { page } = await browser.newVisitor();
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto('/search?q=anything');
    await page.waitForLoadState('networkidle');
    expect(stylesheets.some((url) => /\/assets\/search-page-[^/]+\.css$/.test(url))).toBe(true);
  });
});
