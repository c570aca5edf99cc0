import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { apiPost, createAccount } from './support/api.js';
import {
  BASE_URL,
  launchBrowser,
  snapshot,
  uniqueAccount,
  type BrowserSession,
} from './support/browser.js';
import { createMap, signIn } from './support/opinion-map.js';

/** The comments load in the browser only: once they show (none here), the page is hydrated. */
async function hydrated(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Comments' }).getByText('No comments yet.').waitFor();
}

/** Where keyboard focus is: inside the element `selector` names, or not. */
function focusInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    (sel) => document.querySelector(sel)?.contains(document.activeElement) === true,
    selector,
  );
}

/** Issue 23, item 8: the small things a new user saw, each done as a person does it. */
describe('small things seen (issue 23, item 8)', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("shows the signed-in member's picture beside their name in the header", async () => {
    const member = await createAccount(uniqueAccount('Pictured'));
    const { context, page } = await browser.newVisitor();
    await context.addInitScript(() => localStorage.setItem('CookieConsent', '-1'));
    await signIn(context, member.cookie);
    await page.goto('/encyclopedia');
    const me = page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: member.username });
    const picture = me.locator('img');
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toBe(
      `/api/user/profileimage/${member.username.toLowerCase()}`,
    );
    // The default picture until they upload one: loaded, and small beside the name.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('.account-links img')).every(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    );
    const box = await picture.boundingBox();
    expect([box?.width, box?.height]).toEqual([24, 24]);
    await snapshot(page, 'small-things-header-picture');
  });

  it("keeps focus in the vote widget, and offers 'Tell us why' after a reload, with answers over several lines", async () => {
    const member = await createAccount(uniqueAccount('Why'));
    const map = await createMap(member.cookie, member.username);
    const { context, page } = await browser.newVisitor();
    await context.addInitScript(() => localStorage.setItem('CookieConsent', '-1'));
    await signIn(context, member.cookie);
    await page.goto(`/a/${map.args[0].id}`);
    await hydrated(page);
    const voting = page.locator('#voting');

    // With the keyboard only: choose, then Enter sends the vote.
    await voting.getByRole('radio', { name: 'I agree', exact: true }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await voting.getByRole('list', { name: 'Results' }).waitFor();
    expect(await focusInside(page, '#voting .vote-step')).toBe(true);
    // Past the results chart (one tab stop) and its "Show as table".
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(
      await voting
        .getByRole('button', { name: 'Tell us why you feel that way' })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true);

    await page.reload();
    await hydrated(page);
    await voting.getByText('Your vote: I agree', { exact: true }).waitFor();
    await voting.getByRole('button', { name: 'Tell us why you feel that way' }).click();
    const convincing = voting.getByRole('textbox', {
      name: 'What is the most convincing part of this argument for you?',
    });
    await convincing.waitFor();
    expect(await convincing.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.type('The cleaner air.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('And the quiet streets.');
    await snapshot(page, 'small-things-tell-us-why');
    await voting.getByRole('button', { name: 'Submit' }).click();
    const disagree = voting.getByRole('textbox', {
      name: 'What is the part of this argument you most disagree with?',
    });
    await disagree.waitFor();
    expect(await disagree.evaluate((field) => field === document.activeElement)).toBe(true);

    // Saved as written, line break and all: back later, the answer is there to change.
    await page.reload();
    await hydrated(page);
    await voting.getByRole('button', { name: 'Tell us why you feel that way' }).click();
    await expect(convincing.inputValue()).resolves.toBe('The cleaner air.\nAnd the quiet streets.');
  });

  it('puts the cookie banner first in the tab order on a first visit', async () => {
    const { page } = await browser.newVisitor();
    await page.goto('/encyclopedia');
    const banner = page.getByRole('region', { name: 'We use cookies' });
    await banner.waitFor();
    await page.keyboard.press('Tab');
    expect(await focusInside(page, '.cookie-banner')).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(
      await banner
        .getByRole('button', { name: 'Accept Cookies' })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await banner.waitFor({ state: 'detached' });
    // Then the page itself: its skip link first.
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe(
      'Skip to content',
    );
  });

  it('labels the comment box with words a person can see', async () => {
    const member = await createAccount(uniqueAccount('Commenter'));
    const map = await createMap(member.cookie, member.username);
    const { context, page } = await browser.newVisitor();
    await context.addInitScript(() => localStorage.setItem('CookieConsent', '-1'));
    await signIn(context, member.cookie);
    await page.goto(`/a/${map.args[0].id}`);
    const comments = page.getByRole('region', { name: 'Comments' });
    const label = comments.locator('label', { hasText: 'Your comment' });
    await label.waitFor();
    expect(await label.isVisible()).toBe(true);
    // Clicking the words puts the cursor in the box, as a label does.
    await label.click();
    const box = comments.getByRole('textbox', { name: 'Your comment' });
    expect(await box.evaluate((field) => field === document.activeElement)).toBe(true);
    await snapshot(page, 'small-things-comment-label');
  });

  it('serves a real icon at /favicon.ico, cached for a week', async () => {
    const res = await fetch(`${BASE_URL()}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=604800');
    const bytes = Buffer.from(await res.arrayBuffer());
    // An ICO file's header: reserved 0, type 1 (icon), three images.
    expect([...bytes.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);

    // The browser draws it as an image, as it does in a tab.
    const { page } = await browser.newVisitor();
    await page.goto('/favicon.ico');
    const size = await page.evaluate(async () => {
      const image = new Image();
      image.src = '/favicon.ico';
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    });
    expect(size[0]).toBeGreaterThanOrEqual(16);
    expect(size[0]).toBe(size[1]);
    await snapshot(page, 'small-things-favicon');
  });

  it('will not save an argument whose Argument or Counter Argument is empty', async () => {
    const member = await createAccount(uniqueAccount('Arguer'));
    const map = await createMap(member.cookie, member.username);
    const arg = map.args[0];
    const { context, page } = await browser.newVisitor();
    await context.addInitScript(() => localStorage.setItem('CookieConsent', '-1'));
    await signIn(context, member.cookie);
    await page.goto(`/edit/a/${arg.id}`);

    // A new argument has no Argument yet: the form says it cannot stay empty.
    await page.getByRole('button', { name: 'Edit argument' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit argument' });
    await dialog.getByText('0 characters (100 to 5000): it cannot be empty').waitFor();
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    const field = dialog.getByRole('textbox', { name: 'Argument' });
    const text =
      'Cars fill the air of a city centre with exhaust; without them people breathe cleaner air ' +
      'and walk in streets that are safer and quieter.';
    await field.fill(text);
    await dialog.getByText(`${text.length} characters (100 to 5000)`).waitFor();
    await dialog.getByRole('textbox', { name: 'Describe your change' }).fill('The argument');
    await save.click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('without them people breathe cleaner air').waitFor();

    // Emptying it again: the counter says it cannot be, and so does the server on Save.
    await page.getByRole('button', { name: 'Edit argument' }).click();
    await field.fill('   ');
    await dialog.getByText('0 characters (100 to 5000): it cannot be empty').waitFor();
    await dialog.getByRole('textbox', { name: 'Describe your change' }).fill('Start again');
    await save.click();
    await dialog
      .getByRole('alert')
      .getByText('The argument cannot be empty: write 100 to 5000 characters.')
      .waitFor();
    await snapshot(page, 'small-things-empty-argument');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await page.getByText('without them people breathe cleaner air').waitFor();

    // The server refuses it whatever a client sends.
    for (const [field, old, label] of [
      ['Argument', text, 'argument'],
      ['CounterArguments', '', 'counter-arguments'],
    ]) {
      const res = await apiPost<{ error: string }>(
        '/api/arg/edit',
        {
          argID: arg.id,
          action: {
            ActionName: 'ArgEditTextField',
            ArgsJSON: JSON.stringify({ FieldName: field, OldValue: old, NewValue: ' ' }),
          },
          revDesc: 'Emptied',
        },
        member.cookie,
      );
      expect([res.status, res.json.error]).toEqual([
        400,
        `The ${label} cannot be empty: write 100 to 5000 characters.`,
      ]);
    }
  });

  it("loads pictures from other sites only after 'Accept All Cookies'", async () => {
    const member = await createAccount(uniqueAccount('Linker'));
    const map = await createMap(member.cookie, member.username);
    const arg = map.args[0];
    const added = await apiPost(
      '/api/arg/edit',
      {
        argID: arg.id,
        action: {
          ActionName: 'ArgAddExternalLink',
          ArgsJSON: JSON.stringify({
            Title: 'Car-free Oslo, one year on',
            URL: 'https://news.example.org/oslo',
            Image: 'https://images.example.org/oslo.png',
            Icon: 'https://news.example.org/icon.png',
          }),
        },
        revDesc: 'Add link',
      },
      member.cookie,
    );
    expect(added.status).toBe(200);
    const icon = Buffer.from(await (await fetch(`${BASE_URL()}/favicon.ico`)).arrayBuffer());

    const { context, page } = await browser.newVisitor();
    // The other sites, as the browser would reach them: every request is noted.
    const asked: string[] = [];
    await context.route(/^https:\/\/[a-z.]*example\.org\//, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/x-icon', body: icon });
    });
    await page.goto(`/a/${arg.id}`);
    await hydrated(page);
    const card = page
      .getByRole('region', { name: 'In the Wild' })
      .getByRole('link', { name: /Car-free Oslo/ });
    await card.waitFor();
    await page.getByRole('region', { name: 'We use cookies' }).waitFor();
    // The site's name stands in (a zero-width space after each dot); nothing was asked of the
    // other sites.
    expect(await card.locator('img').count()).toBe(0);
    expect(
      (await card.locator('.link-card__image--none').textContent())?.replaceAll('\u200b', ''),
    ).toBe('news.example.org');
    expect(asked).toEqual([]);
    await snapshot(page, 'small-things-images-before-consent');

    await page.getByRole('button', { name: 'Cookie Settings' }).click();
    await page.getByRole('button', { name: 'Accept All Cookies' }).click();
    await page.waitForFunction(() => {
      const images = Array.from(document.querySelectorAll<HTMLImageElement>('.link-card img'));
      return images.length === 2 && images.every((img) => img.complete && img.naturalWidth > 0);
    });
    expect(asked.sort()).toEqual([
      'https://images.example.org/oslo.png',
      'https://news.example.org/icon.png',
    ]);
    await snapshot(page, 'small-things-images-after-consent');

    // Someone who accepts only essential cookies never loads them.
    const essential = await browser.newVisitor();
    const askedToo: string[] = [];
    await essential.context.route(/^https:\/\/[a-z.]*example\.org\//, (route) => {
      askedToo.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/x-icon', body: icon });
    });
    await essential.page.goto(`/a/${arg.id}`);
    await essential.page.getByRole('button', { name: 'Cookie Settings' }).click();
    await essential.page.getByRole('button', { name: 'Only Accept Essential Cookies' }).click();
    await essential.page.reload();
    await hydrated(essential.page);
    await essential.page.getByRole('link', { name: /Car-free Oslo/ }).waitFor();
    expect(await essential.page.locator('.link-card img').count()).toBe(0);
    expect(askedToo).toEqual([]);

    // The cookie statement says what happens.
    await page.goto('/cookies');
    await page.getByText(/a link.s preview picture and its site.s icon/).waitFor();
  });
});
