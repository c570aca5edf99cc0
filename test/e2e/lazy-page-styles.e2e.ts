import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPost, createAccount } from './support/api.js';
import {
  BASE_URL,
  launchBrowser,
  snapshot,
  uniqueAccount,
  type BrowserSession,
} from './support/browser.js';
import type { Page } from 'playwright-core';
import { createMap, type TestMap } from './support/opinion-map.js';

// A server-rendered page whose code is lazy (a history, a person, the search results...) links
// its own stylesheet and preloads its code in its HTML: it paints styled before any script runs,
// and its code is fetched with the page, not once the entry has run.

describe('first paint of a lazy page', () => {
  let browser: BrowserSession;
  let map: TestMap;
  let personAlias = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    const author = await createAccount(uniqueAccount('Lazy'));
    map = await createMap(author.cookie, author.username);
    const person = await apiPost<{ Person: { PathAlias: string } }>(
      '/api/person/new',
      { name: `Ada Styled ${author.username}` },
      author.cookie,
    );
    expect(person.status).toBe(201);
    personAlias = person.json.Person.PathAlias;
  });

  async function withoutJavaScript<T>(run: (page: Page) => Promise<T>): Promise<T> {
    const context = await browser.browser.newContext({
      baseURL: BASE_URL(),
      javaScriptEnabled: false,
    });
    try {
      return await run(await context.newPage());
    } finally {
      await context.close();
    }
  }
  afterAll(() => browser.close());

  it('links the page’s stylesheet and preloads its code, at low priority', async () => {
    const html = await (await fetch(`${BASE_URL()}/history/c/${map.convoID}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/history-page-[^"]+\.css">/,
    );
    expect(head).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/history-page-[^"]+\.js" fetchpriority="low">/,
    );
    // After the inlined stylesheet, where the browser would add it: the same cascade.
    expect(head.indexOf('history-page-')).toBeGreaterThan(head.indexOf('</style>'));
    // A read page's head stays as it was: everything it needs is inline or in the entry.
    const read = await (await fetch(`${BASE_URL()}/c/${map.convoID}`)).text();
    expect(read.slice(0, read.indexOf('</head>'))).not.toMatch(
      /rel="stylesheet"|modulepreload[^>]*(?:history|person|search)-page/,
    );
  });

  it('is styled with JavaScript disabled', async () => {
    await withoutJavaScript(async (page) => {
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
      });
      await page.goto(`/history/c/${map.convoID}`);
      await expect(page.locator('h1').first().textContent()).resolves.toContain(map.title);
      // history.css: each revision is a bordered card, the list a grid without bullets.
      const list = page.locator('.revision-list').first();
      await expect(list.evaluate((el) => getComputedStyle(el).display)).resolves.toBe('grid');
      await expect(list.evaluate((el) => getComputedStyle(el).listStyleType)).resolves.toBe('none');
      await expect(
        page
          .locator('.revision')
          .first()
          .evaluate((el) => getComputedStyle(el).borderTopStyle),
      ).resolves.toBe('solid');
      expect(stylesheets.some((url) => /\/assets\/history-page-[^/]+\.css$/.test(url))).toBe(true);
      await snapshot(page, 'lazy-page-history-no-js');
    });
  });

  it('styles a person’s page with JavaScript disabled (its CSS is its own, not the entry’s)', async () => {
    await withoutJavaScript(async (page) => {
      await page.goto(`/person/${personAlias}`);
      // person.css: the initials in a round picture, 8 rem wide on a wide screen.
      const picture = page.locator('.person__image').first();
      await expect(
        picture.evaluate((el) => getComputedStyle(el).borderTopLeftRadius),
      ).resolves.toBe('50%');
      await expect(picture.evaluate((el) => getComputedStyle(el).width)).resolves.toBe('128px');
      await snapshot(page, 'lazy-page-person-no-js');
    });
    // The entry's inlined stylesheet no longer carries the person pages' CSS.
    const html = await (await fetch(`${BASE_URL()}/encyclopedia`)).text();
    expect(html).not.toContain('.person__header');
  });

  it('loads the page’s code once, and the page works once hydrated', async () => {
    const { page } = await browser.newVisitor();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/history-page-[^/]+\.(?:js|css)$/.test(request.url())) {
        scripts.push(new URL(request.url()).pathname);
      }
    });
    await page.goto(`/history/c/${map.convoID}`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.revision').count()).resolves.toBeGreaterThan(0);
    // The preloaded chunk and the linked stylesheet are not fetched a second time.
    expect(new Set(scripts).size).toBe(scripts.length);
    expect(scripts.some((file) => file.endsWith('.js'))).toBe(true);
  });
});
