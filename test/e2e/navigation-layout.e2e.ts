import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { apiPost, createAccount, createAccountWithRole } from './support/api.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { createMap, signIn } from './support/opinion-map.js';

/** Issue 13: the link to the previous page, admin pages returning to /, long words wrapping. */
describe('navigation and layout of the reader', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const backLink = (page: Page) =>
    page.getByRole('main').getByRole('link', { name: 'Back', exact: true });
  const pathOf = (page: Page) => new URL(page.url()).pathname;
  const pageWidths = (page: Page) =>
    page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));

  /** Waits until the page shows its Back link leading to `href`. */
  const backTo = (page: Page, href: string) =>
    page.locator(`main a.back-link[href="${href}"]`).waitFor();
  const heading = (page: Page, name: string) =>
    page.getByRole('heading', { level: 1, name }).waitFor();

  it('a Back link leads to the page the reader came from, and none shows without one', async () => {
    const author = await createAccount(uniqueAccount('Backer'));
    const map = await createMap(author.cookie, author.username);
    const [pos, arg] = [map.positions[0], map.args[0]];
    const { page } = await browser.newVisitor();

    // The server cannot know where a reader came from: its HTML has no Back link.
    const response = await page.goto(`/c/${map.convoID}`);
    expect(await response?.text()).not.toMatch(/class="back-link"/);
    await page.waitForLoadState('networkidle');
    expect(await backLink(page).count()).toBe(0);

    await page.getByRole('link', { name: pos.title }).first().click();
    await heading(page, pos.title);
    await backTo(page, `/c/${map.convoID}`);
    await page.getByRole('link', { name: arg.title }).first().click();
    await heading(page, arg.title);
    await backTo(page, `/p/${pos.id}`);

    // Still there after a reload (a server-rendered page, hydrated).
    await page.reload();
    await backTo(page, `/p/${pos.id}`);
    await snapshot(page, 'back-link');

    await backLink(page).click();
    await heading(page, pos.title);
    expect(pathOf(page)).toBe(`/p/${pos.id}`);
    await backTo(page, `/c/${map.convoID}`);
    await backLink(page).click();
    await heading(page, map.title);
    expect(pathOf(page)).toBe(`/c/${map.convoID}`);
    // Back at the first page of the visit: nothing before it.
    await backLink(page).waitFor({ state: 'detached' });
  });

  it("an editor's logout in the console lands on the site's home page, not the page before", async () => {
    const editor = await createAccountWithRole('ConsoleLeaver', 'editor');
    const map = await createMap(editor.cookie, editor.username);
    const { context, page } = await browser.newVisitor();
    await signIn(context, editor.cookie);

    await page.goto(`/c/${map.convoID}`);
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Admin' })
      .click();
    await page.waitForURL('**/admin/**');
    await page.getByRole('button', { name: /: account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const account = page.getByRole('navigation', { name: 'Account' });
    await account.getByRole('link', { name: 'Log in' }).waitFor();
    const me = await page.evaluate(() => fetch('/api/home').then((r) => r.json()));
    expect(me.User).toBeNull();
  });

  it("a reader's logout on an admin page lands on /, not on the page before it", async () => {
    const editor = await createAccountWithRole('ReaderLeaver', 'editor');
    const map = await createMap(editor.cookie, editor.username);
    const req = await apiPost<{ ReqID: string }>(
      '/api/req/new',
      {
        artifactType: 'admin',
        title: 'Tidy the transport questions',
        issue: 'Several questions about transport overlap; merge or link them.',
      },
      editor.cookie,
    );
    expect(req.status).toBe(201);
    const { context, page } = await browser.newVisitor();
    await signIn(context, editor.cookie);

    await page.goto(`/c/${map.convoID}`);
    await heading(page, map.title);
    await page.goto(`/internal/admin/edit/req/${req.json.ReqID}`);
    await heading(page, 'Tidy the transport questions');
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Log out' })
      .click();
    // The header may show 'Log in' a moment before the logout page navigates on.
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Log in' })
      .waitFor();
    expect(pathOf(page)).toBe('/');
  });

  it('wraps a long unbroken word (a URL) instead of running off a phone screen', async () => {
    const author = await createAccount(uniqueAccount('Wrapper'));
    const url = `https://example.org/${'a-very-long-path-segment-without-spaces'.repeat(8)}`.slice(
      0,
      300,
    );
    expect(url).toHaveLength(300);
    const word = 'Unbrokenwordthatkeepsgoing'.repeat(3).slice(0, 74) + '?';
    const convo = await apiPost<{ ConvoID: string }>(
      '/api/convo/new',
      { title: word, description: url },
      author.cookie,
    );
    expect(convo.status).toBe(201);
    const pos = await apiPost<{ PosID: string }>(
      '/api/pos/new',
      { convoID: convo.json.ConvoID, title: word, description: url },
      author.cookie,
    );
    expect(pos.status).toBe(201);
    const arg = await apiPost<{ ArgID: string }>(
      '/api/arg/new',
      { posID: pos.json.PosID, title: word, description: url },
      author.cookie,
    );
    expect(arg.status).toBe(201);
    const comment = await apiPost(
      '/api/comment/new',
      { threadID: convo.json.ConvoID, parentID: null, body: `See ${url}` },
      author.cookie,
    );
    expect(comment.status).toBe(201);

    const { context, page } = await browser.newVisitor();
    await signIn(context, author.cookie);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of [
      `/c/${convo.json.ConvoID}`,
      `/p/${pos.json.PosID}`,
      `/a/${arg.json.ArgID}`,
      `/history/c/${convo.json.ConvoID}`,
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('main').textContent()).toContain(word);
      // The URL is on the page, whole (as text or as a link's address).
      expect(await page.content()).toContain(url);
      const widths = await pageWidths(page);
      expect([path, widths.scroll]).toEqual([path, widths.client]);
      await snapshot(page, `long-word-${path.split('/')[1]}`);
    }
    // The control: without the wrapping rules the same page scrolls sideways.
    await page.goto(`/c/${convo.json.ConvoID}`);
    await page.waitForLoadState('networkidle');
    await page.addStyleTag({ content: '* { overflow-wrap: normal !important; }' });
    const unwrapped = await pageWidths(page);
    expect(unwrapped.scroll).toBeGreaterThan(unwrapped.client);
  });
});
