import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './support/axe.js';
import { launchBrowser, snapshot, type BrowserSession } from './support/browser.js';
import { type DemoApp, startDemoApp } from './support/demo-app.js';

/**
 * axe-core's WCAG 2.1 A/AA rules on every page type of the demo site (a fresh `npm start`): the
 * read pages as an anonymous reader sees them, the edit, settings and console pages as its admin.
 */

interface Links {
  convo: string;
  pos: string;
  arg: string;
  person: string;
  category: string;
  article: string;
  tag: string;
  req: string;
}

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  let demo: DemoApp;
  let browser: BrowserSession;
  let reader: Page;
  let admin: Page;
  let adminName: string;
  let links: Links;

  async function signIn(context: BrowserContext) {
    const res = await fetch(`${demo.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ body: { email: demo.admin.email, password: demo.admin.password } }),
    });
    expect(res.status).toBe(200);
    const json = (await res.json()) as { User: { username: string } };
    adminName = json.User.username;
    const cookie = res.headers.get('set-cookie')!.split(';')[0];
    const separator = cookie.indexOf('=');
    await context.addCookies([
      {
        name: cookie.slice(0, separator),
        value: cookie.slice(separator + 1),
        url: demo.url,
        httpOnly: true,
        sameSite: 'Lax',
      },
    ]);
  }

  /** The first link on the page whose path starts with `prefix`. */
  const linkOn = async (page: Page, path: string, prefix: string) => {
    await open(page, path);
    // The home page's one article link is its guide's, by slug.
    const selector = path === '/' && prefix === '/' ? '.guide-card a' : `a[href^="${prefix}"]`;
    const href = await page.locator(selector).first().getAttribute('href');
    if (!href) throw new Error(`No link to ${prefix} on ${path}`);
    return href.split(/[?#]/)[0];
  };

  async function open(page: Page, path: string) {
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect([path, response?.status()]).toEqual([path, 200]);
    await page.locator('h1').first().waitFor();
  }

  beforeAll(async () => {
    demo = await startDemoApp();
    browser = await launchBrowser(demo.url);
    reader = (await browser.newVisitor()).page;
    const signedIn = await browser.newVisitor();
    await signIn(signedIn.context);
    admin = signedIn.page;
    const convo = await linkOn(reader, '/', '/c/');
    const pos = await linkOn(reader, convo, '/p/');
    const arg = await linkOn(reader, pos, '/a/');
    links = {
      convo,
      pos,
      arg,
      person: await linkOn(reader, arg, '/person/'),
      category: await linkOn(reader, convo, '/categories/'),
      article: await linkOn(reader, '/', '/'),
      tag: await linkOn(reader, convo, '/tags/'),
      req: await linkOn(reader, `/reqs/c/${convo.split('/')[2]}`, '/req/'),
    };
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await demo?.stop();
  });

  async function check(page: Page, name: string) {
    await snapshot(page, `a11y-${name}`);
    expect(await axeViolations(page)).toBe('');
  }

  const idOf = (path: string) => path.split('/')[2];

  const READ_PAGES: [string, () => string][] = [
    ['home', () => '/'],
    ['encyclopedia', () => '/encyclopedia'],
    ['question', () => links.convo],
    ['position', () => links.pos],
    ['argument', () => links.arg],
    ['person', () => links.person],
    ['category', () => links.category],
    ['article', () => links.article],
    ['tag', () => links.tag],
    ['search', () => '/search?q=cars'],
    ['history', () => `/history/c/${idOf(links.convo)}`],
    ['requests', () => `/reqs/c/${idOf(links.convo)}`],
    ['request', () => links.req],
    ['proponents', () => '/proponents'],
    ['log', () => '/log'],
    ['data', () => '/data'],
    ['login', () => '/login'],
    ['signup', () => '/signup'],
  ];

  it.each(READ_PAGES)('%s, anonymous', async (name, path) => {
    await open(reader, path());
    await check(reader, name);
  });

  it('a diff (a revision’s changes, opened)', async () => {
    await open(reader, `/history/c/${idOf(links.convo)}`);
    await reader.getByText('Show changes').first().click();
    await check(reader, 'diff');
  });

  const SIGNED_IN_PAGES: [string, () => string][] = [
    ['question, signed in', () => links.convo],
    ['argument, signed in', () => links.arg],
    ['profile', () => `/u/${adminName}`],
    ['settings', () => '/app/settings'],
    ['edit question', () => `/edit${links.convo}`],
    ['edit argument', () => `/edit${links.arg}`],
    ['edit position', () => `/edit${links.pos}`],
    ['new question', () => '/app/convo/new'],
    ['watchlist', () => '/app/watchlist'],
    ['notifications', () => '/app/notifications'],
  ];

  it.each(SIGNED_IN_PAGES)('%s', async (name, path) => {
    await open(admin, path());
    await check(admin, name.replace(/\W+/g, '-'));
  });

  it('the watch menu, opened', async () => {
    await open(admin, links.convo);
    await admin
      .getByRole('button', { name: /^(Watch|Watching|Tracking|Muted) this question$/ })
      .click();
    await admin.getByRole('menu', { name: 'Watch this question' }).waitFor();
    await check(admin, 'watch-menu');
    await admin.keyboard.press('Escape');
  });

  it('console: dashboard, a list, an edit screen', async () => {
    await admin.goto('/admin/', { waitUntil: 'networkidle' });
    await admin.getByRole('menuitem', { name: 'Categories' }).waitFor();
    await check(admin, 'console-dashboard');
    await admin.getByRole('menuitem', { name: 'Categories' }).click();
    const row = admin.locator('tbody tr').first();
    await row.waitFor();
    await admin.waitForLoadState('networkidle');
    await check(admin, 'console-list');
    await row.click();
    await admin.getByRole('button', { name: 'Save' }).waitFor();
    await admin.waitForLoadState('networkidle');
    await check(admin, 'console-edit');
  });
});
