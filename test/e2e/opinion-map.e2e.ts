import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { apiGet, apiPost, createAccount, createAccountWithRole } from './support/api.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { createMap, longDescription, signIn } from './support/opinion-map.js';

/** Waits for the page's h1 to read `text` (client navigations render after the URL changes). */
const expectHeading = (page: Page, text: string) =>
  page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor();

/** The id at the end of the current address (/edit/c/ID -> ID). */
const idInUrl = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;

async function createWithModal(page: Page, button: string, title: string, description: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the opinion map in the browser', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a reader goes from a question to a position, an argument and the next argument', async () => {
    const author = await createAccount(uniqueAccount('Author'));
    const map = await createMap(author.cookie, author.username);
    const [firstArg, secondArg] = map.args;
    const { page } = await browser.newVisitor();

    const response = await page.goto(`/c/${map.convoID}`);
    expect(response?.status()).toBe(200);
    // Server-rendered: the question is in the HTML, with its title and description in the head.
    const html = await response!.text();
    expect(html).toContain(`<title>${map.title} | Opinion Encyclopedia</title>`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    await expectHeading(page, map.title);
    await snapshot(page, 'map-question');

    await page
      .getByRole('region', { name: 'Positions' })
      .getByRole('link', { name: map.positions[0].title })
      .click();
    await page.waitForURL(`**/p/${map.positions[0].id}`);
    await expectHeading(page, map.positions[0].title);
    await page.waitForFunction(
      (title) => document.title === title,
      `${map.positions[0].title} | Opinion Encyclopedia`,
    );

    await page
      .getByRole('region', { name: 'Arguments' })
      .getByRole('link', { name: firstArg.title })
      .click();
    await page.waitForURL(`**/a/${firstArg.id}`);
    await expectHeading(page, firstArg.title);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(
      breadcrumb.getByRole('link', { name: map.title }).getAttribute('href'),
    ).resolves.toBe(`/c/${map.convoID}`);
    await snapshot(page, 'map-argument');

    await page
      .getByRole('region', { name: 'Keep reading' })
      .getByRole('link', { name: 'Next argument' })
      .click();
    await page.waitForURL(`**/a/${secondArg.id}#voting`);
    await expectHeading(page, secondArg.title);
    await expect(
      page.getByRole('region', { name: 'Keep reading' }).textContent(),
    ).resolves.toContain('Argument 2 of 3 on this question');
    // The last argument of its position also leads on to the next position.
    await expect(
      page.getByRole('link', { name: 'Next position' }).getAttribute('href'),
    ).resolves.toBe(`/p/${map.positions[1].id}#voting`);
  });

  it('a reader pages through a long history with Load more', async () => {
    const author = await createAccount(uniqueAccount('Historian'));
    const map = await createMap(author.cookie, author.username);
    let current = map.title;
    for (let i = 1; i <= 55; i += 1) {
      const next = `Should cities ban cars, take ${i} by ${author.username}?`;
      const res = await apiPost<{ error?: string }>(
        '/api/convo/edit',
        {
          convoID: map.convoID,
          action: {
            ActionName: 'ConvoEditTextField',
            ArgsJSON: JSON.stringify({ FieldName: 'Title', OldValue: current, NewValue: next }),
          },
          revDesc: `Take ${i}`,
        },
        author.cookie,
      );
      if (res.status !== 200)
        throw new Error(`edit ${i} answered ${res.status}: ${res.json.error}`);
      current = next;
    }
    const { page } = await browser.newVisitor();
    const response = await page.goto(`/history/c/${map.convoID}`);
    expect(response?.status()).toBe(200);
    const revisions = page
      .getByRole('list', { name: 'Revisions, newest first' })
      .getByRole('listitem');
    await expect(revisions.count()).resolves.toBe(50);
    await expect(revisions.first().getByText('Take 55', { exact: true }).count()).resolves.toBe(1);

    await page.getByRole('button', { name: 'Load more' }).click();
    await revisions.filter({ hasText: 'Created the question' }).waitFor();
    // 55 edits and the creation, each once, newest first.
    await expect(revisions.count()).resolves.toBe(56);
    await expect(revisions.nth(50).getByText('Take 5', { exact: true }).count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: 'Load more' }).count()).resolves.toBe(0);
    await snapshot(page, 'map-history-load-more');
  });

  it('a mod opens the history of a deleted question after a full page load', async () => {
    const mod = await createAccountWithRole('Mod', 'mod');
    const map = await createMap(mod.cookie, mod.username);
    const deleted = await apiPost(
      '/api/convo/edit',
      {
        convoID: map.convoID,
        action: { ActionName: 'ConvoDelete', ArgsJSON: '{}' },
        revDesc: 'Duplicate question',
      },
      mod.cookie,
    );
    expect(deleted.status).toBe(200);

    // Anyone else: the history of deleted content does not exist.
    const { page: visitorPage } = await browser.newVisitor();
    const refused = await visitorPage.goto(`/history/c/${map.convoID}`);
    expect(refused?.status()).toBe(404);
    await visitorPage.getByRole('heading', { name: 'Page Not Found' }).waitFor();

    // The server renders the page as anyone sees it (a 404); the browser asks again for a mod.
    const { context, page } = await browser.newVisitor();
    await signIn(context, mod.cookie);
    const response = await page.goto(`/history/c/${map.convoID}`);
    expect(response?.status()).toBe(404);
    await expectHeading(page, `History of “${map.title}”`);
    const revisions = page
      .getByRole('list', { name: 'Revisions, newest first' })
      .getByRole('listitem');
    await expect(revisions.first().textContent()).resolves.toContain('Deleted the question');
    await expect(page.getByRole('heading', { name: 'Page Not Found' }).count()).resolves.toBe(0);
  });

  it('answers 404 for an unknown question', async () => {
    const { page } = await browser.newVisitor();
    const response = await page.goto('/c/nosuchquestion');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });

  describe('contributing', () => {
    const contributor = uniqueAccount('Writer');
    const title = `Should homework be abolished ${contributor.username}?`;
    const newTitle = `Should schools stop giving homework ${contributor.username}?`;
    let convoID = '';
    let contributorCookie = '';

    it('a contributor maps a question, edits it, finds the edit in the history and reverts it', async () => {
      const account = await createAccount(contributor);
      contributorCookie = account.cookie;
      const { context, page } = await browser.newVisitor();
      await signIn(context, account.cookie);

      await page.goto('/app/convo/new');
      await expectHeading(page, 'Start a new question map');
      await page.getByRole('textbox', { name: 'Question title' }).fill(title);
      await page
        .getByRole('textbox', { name: 'Description' })
        .fill(longDescription('Abolishing homework'));
      await page.getByRole('button', { name: 'Create' }).click();
      await page.waitForURL('**/edit/c/*');
      convoID = idInUrl(page);
      await expectHeading(page, title);

      // Two positions, each made from the question's edit page.
      await createWithModal(page, 'New Position', 'Yes, abolish it', 'Free time matters more.');
      await page.waitForURL('**/edit/p/*');
      const firstPos = idInUrl(page);
      await page.goto(`/edit/c/${convoID}`);
      await createWithModal(page, 'New Position', 'No, keep homework', '');
      await page.waitForURL('**/edit/p/*');

      // Two arguments: one from the question page, one from the position page.
      await page.goto(`/edit/c/${convoID}`);
      await createWithModal(
        page,
        'New Argument for "Yes, abolish it"',
        'Children need time to play',
        longDescription('Time to play'),
      );
      await page.waitForURL('**/edit/a/*');
      await page.goto(`/edit/p/${firstPos}`);
      await createWithModal(
        page,
        'New Argument',
        'Homework widens the gaps',
        longDescription('Unequal help at home'),
      );
      await page.waitForURL('**/edit/a/*');

      await page.goto(`/edit/c/${convoID}`);
      const positions = page.getByRole('region', { name: 'Positions' });
      await expect(positions.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual(
        ['Yes, abolish it', 'No, keep homework'],
      );
      await expect(positions.getByRole('link').allTextContents()).resolves.toEqual([
        'Yes, abolish it',
        'Children need time to play',
        'Homework widens the gaps',
        'No, keep homework',
      ]);
      await snapshot(page, 'map-edit-question');

      // Edit the title through the Edit-field modal.
      await page.getByRole('button', { name: 'Edit title' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit title' });
      const field = dialog.getByRole('textbox', { name: 'Title' });
      await expect(field.inputValue()).resolves.toBe(title);
      await field.fill(newTitle);
      await dialog.getByRole('textbox', { name: 'Describe your change' }).fill('Sharper wording');
      await snapshot(page, 'map-edit-field');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expectHeading(page, newTitle);

      // The history shows it, newest first; reverting to the creation brings the title back.
      await page
        .getByRole('navigation', { name: 'Question pages' })
        .getByRole('link', { name: 'History' })
        .click();
      await page.waitForURL(`**/history/c/${convoID}`);
      const revisions = page.getByRole('list', { name: 'Revisions, newest first' });
      const newest = revisions.getByRole('listitem').first();
      await expect(newest.textContent()).resolves.toContain('Edited the title');
      await expect(newest.textContent()).resolves.toContain('Sharper wording');
      await expect(newest.textContent()).resolves.toContain(contributor.username);
      await snapshot(page, 'map-history');

      const created = revisions.getByRole('listitem').filter({ hasText: 'Created the question' });
      await created.getByRole('button', { name: 'Revert to this revision' }).click();
      // It asks first: every later change is undone.
      await created
        .getByRole('group', { name: 'Confirm the revert' })
        .getByRole('button', { name: 'Revert' })
        .click();
      await revisions
        .getByRole('listitem')
        .first()
        .getByText('Reverted to an earlier revision')
        .waitFor();
      await expect(revisions.getByRole('listitem').count()).resolves.toBe(3);

      await page.goto(`/c/${convoID}`);
      await expectHeading(page, title);
    });

    it('a second user thanks the revision', async () => {
      expect(convoID).not.toBe('');
      const thanker = await createAccount(uniqueAccount('Thanker'));
      const { context, page } = await browser.newVisitor();
      await signIn(context, thanker.cookie);

      await page.goto(`/history/c/${convoID}`);
      const edit = page
        .getByRole('list', { name: 'Revisions, newest first' })
        .getByRole('listitem')
        .filter({ hasText: 'Sharper wording' });
      const thank = edit.getByRole('button', { name: 'Thank' });
      await expect(edit.textContent()).resolves.toContain('Thanks: 0');
      await thank.click();
      const thanked = edit.getByRole('button', { name: 'Thanked' });
      await expect(thanked.getAttribute('aria-pressed')).resolves.toBe('true');
      await expect(edit.textContent()).resolves.toContain('Thanks: 1');
      await snapshot(page, 'map-thanked');

      // It is stored: after a reload the thanks is still there. The server renders the history as
      // anyone sees it; the reader's own thanks arrive once the browser knows who they are.
      await page.reload();
      await edit.getByRole('button', { name: 'Thanked' }).waitFor();
      await expect(edit.getByRole('button', { name: 'Thanked' }).count()).resolves.toBe(1);
      const history = await apiGet<{
        Revisions: Array<{ UserDescription: string; LikeNum: number }>;
      }>(`/api/convo/history?convoID=${convoID}`);
      expect(history.Revisions.find((r) => r.UserDescription === 'Sharper wording')?.LikeNum).toBe(
        1,
      );

      // The author sees the count, but no thanks button on their own revisions.
      const { context: authorContext, page: authorPage } = await browser.newVisitor();
      await signIn(authorContext, contributorCookie);
      await authorPage.goto(`/history/c/${convoID}`);
      const ownEdit = authorPage
        .getByRole('list', { name: 'Revisions, newest first' })
        .getByRole('listitem')
        .filter({ hasText: 'Sharper wording' });
      await expect(ownEdit.textContent()).resolves.toContain('Thanks: 1');
      // The member's tools come once the browser knows who they are (GET /api/me).
      await authorPage.getByRole('button', { name: 'Revert to this revision' }).first().waitFor();
      await expect(authorPage.getByRole('button', { name: /^Thank/ }).count()).resolves.toBe(0);
    });
  });
});
