import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext } from 'playwright-core';
import { launchBrowser, type BrowserSession } from './support/browser.js';
import { type DemoApp, startDemoApp } from './support/demo-app.js';
import { crawl, isBroken, statusOf, type BrokenLink } from './support/link-crawler.js';

/**
 * "No link to a missing page": on the demo site (a fresh `npm start`), every link a page shows
 * leads to a page. The server-rendered HTML is crawled breadth-first, up to a bound; the links the
 * browser renders on the main pages (anonymous, and a signed-in editor in edit mode) are checked too.
 */

const MAX_PAGES = 300;
// Logging out would end the crawling editor's session; the console is its own app (no links).
const SKIP = (path: string) => path === '/logout' || path.startsWith('/admin');
const START = [
  '/',
  '/encyclopedia',
  '/proponents',
  '/log',
  '/cookies',
  '/styleguide',
  '/search?q=cars',
];

async function post(base: string, path: string, body: object, cookie?: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ body }),
  });
  const setCookie = res.headers.get('set-cookie')?.split(';')[0];
  return {
    status: res.status,
    json: (await res.json()) as { User?: { uid: string } },
    cookie: setCookie,
  };
}

/** The distinct paths of the read pages (questions, positions, arguments) among `paths`. */
const readPages = (paths: Iterable<string>) =>
  [...paths].filter((path) => /^\/[cpa]\/[^/?]+$/.test(path));

describe('no link to a missing page (demo site)', () => {
  let demo: DemoApp;
  let browser: BrowserSession;
  let editor: { username: string; cookie: string };
  let anonymousPages: Map<string, number>;

  beforeAll(async () => {
    demo = await startDemoApp();
    browser = await launchBrowser();
    const admin = await post(demo.url, '/api/login', {
      email: demo.admin.email,
      password: demo.admin.password,
    });
    expect(admin.status).toBe(200);
    const account = {
      email: 'crawling-editor@example.org',
      username: 'CrawlingEditor',
      password: 'a long crawl passphrase',
    };
    const signup = await post(demo.url, '/api/signup', account);
    expect(signup.status).toBe(201);
    const role = await post(
      demo.url,
      '/api/admin/users/setrole',
      { uid: signup.json.User!.uid, role: 'editor' },
      admin.cookie,
    );
    expect(role.status).toBe(200);
    editor = { username: account.username, cookie: signup.cookie! };
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await demo?.stop();
  });

  const describeBroken = (broken: BrokenLink[]) =>
    broken.map((b) => `${b.status} ${b.path} (linked from ${b.from})`);

  it('server-rendered pages, for an anonymous reader', async () => {
    const result = await crawl({ base: demo.url, start: START, maxPages: MAX_PAGES, skip: SKIP });
    anonymousPages = result.statuses;
    expect(describeBroken(result.broken)).toEqual([]);
    // A real crawl: it reached the questions, positions and arguments of the demo.
    expect(readPages(result.statuses.keys()).length).toBeGreaterThan(10);
  }, 300_000);

  it('server-rendered edit pages, for a signed-in editor', async () => {
    const start = [
      '/',
      `/u/${editor.username}`,
      ...readPages(anonymousPages.keys()).map((p) => `/edit${p}`),
    ];
    const result = await crawl({
      base: demo.url,
      start,
      cookie: editor.cookie,
      maxPages: Math.max(MAX_PAGES / 2, start.length),
      skip: SKIP,
    });
    expect(describeBroken(result.broken)).toEqual([]);
  }, 300_000);

  /** The same-origin links the browser shows on `paths`, once their data has loaded. */
  async function renderedLinks(context: BrowserContext, paths: string[]) {
    const page = await context.newPage();
    const links = new Map<string, string>();
    for (const path of paths) {
      const response = await page.goto(path);
      expect([path, response?.status()]).toEqual([path, 200]);
      await page.waitForLoadState('networkidle');
      const hrefs = await page.$$eval('a[href]', (anchors) =>
        anchors.map((a) => (a as HTMLAnchorElement).href),
      );
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== demo.url) continue;
        const target = url.pathname + url.search;
        if (!links.has(target) && !SKIP(target)) links.set(target, path);
      }
    }
    await page.close();
    return links;
  }

  async function brokenAmong(links: Map<string, string>, cookie?: string) {
    const broken: BrokenLink[] = [];
    for (const [path, from] of links) {
      const { status } = await statusOf(demo.url, path, cookie);
      if (isBroken(status)) broken.push({ path, status, from });
    }
    return broken;
  }

  /** The main pages: home, lists, one question, one of its positions and arguments, a person... */
  function mainPages(prefix = '') {
    const pages = readPages(anonymousPages.keys());
    const first = (level: string) => pages.find((p) => p.startsWith(`/${level}/`))!;
    const person = [...anonymousPages.keys()].find((p) => p.startsWith('/person/'));
    const article = [...anonymousPages.keys()].find((p) => p.startsWith('/article/'));
    const req = [...anonymousPages.keys()].find((p) => p.startsWith('/req/'));
    return [
      '/',
      '/proponents',
      ...['c', 'p', 'a'].map((level) => `${prefix}${first(level)}`),
      // Their edit pages are reached by the links the read pages show.
      ...[person, article, req].filter((p): p is string => !!p),
      `/history${first('c')}`,
    ];
  }

  it('client-rendered links of the main pages, for an anonymous reader', async () => {
    const context = await browser.browser.newContext({ baseURL: demo.url });
    const links = await renderedLinks(context, mainPages());
    expect(links.size).toBeGreaterThan(20);
    expect(describeBroken(await brokenAmong(links))).toEqual([]);
    await context.close();
  }, 300_000);

  it('client-rendered links of the main pages, for a signed-in editor in edit mode', async () => {
    const context = await browser.browser.newContext({ baseURL: demo.url });
    const separator = editor.cookie.indexOf('=');
    await context.addCookies([
      {
        name: editor.cookie.slice(0, separator),
        value: editor.cookie.slice(separator + 1),
        url: demo.url,
        httpOnly: true,
        sameSite: 'Lax',
      },
    ]);
    const links = await renderedLinks(context, [...mainPages('/edit'), `/u/${editor.username}`]);
    // Signed in: the account links show (the editor's profile, and the console).
    expect(
      links.has(`/u/${editor.username.toLowerCase()}`) || links.has(`/u/${editor.username}`),
    ).toBe(true);
    expect(describeBroken(await brokenAmong(links, editor.cookie))).toEqual([]);
    await context.close();
  }, 300_000);
});
