import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { apiGet, apiPost, createAccount, createAccountWithRole } from './support/api.js';
import {
  BASE_URL,
  launchBrowser,
  snapshot,
  uniqueAccount,
  type BrowserSession,
} from './support/browser.js';
import { createMap, type TestMap } from './support/opinion-map.js';

// The public moderation log (/log): an editor deletes a question with a reason; anyone reads the
// deletion there as a sentence, server-rendered and styled, with or without JavaScript.

describe('the moderation log in the browser', () => {
  let browser: BrowserSession;
  let editor: { username: string; cookie: string };
  let map: TestMap;
  let arg: TestMap['args'][number];
  let other: TestMap;
  let mod: { username: string; cookie: string };
  const reason = `Duplicate of an older question ${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    editor = await createAccountWithRole('LogEd', 'editor');
    map = await createMap(editor.cookie, editor.username);
    const deleted = await apiPost(
      '/api/convo/edit',
      {
        convoID: map.convoID,
        action: { ActionName: 'ConvoDelete', ArgsJSON: '{}' },
        revDesc: reason,
      },
      editor.cookie,
    );
    expect(deleted.status).toBe(200);
    // An argument of another question deleted, then restored (reverted to its first revision).
    other = await createMap(editor.cookie, `${editor.username} again`);
    arg = other.args[0];
    const history = await apiGet<{ Revisions: Array<{ RevID: string }> }>(
      `/api/arg/history?argID=${arg.id}`,
    );
    const created = history.Revisions.at(-1)!.RevID;
    const editArg = (ActionName: string, ArgsJSON: string, revDesc: string) =>
      apiPost(
        '/api/arg/edit',
        { argID: arg.id, action: { ActionName, ArgsJSON }, revDesc },
        editor.cookie,
      );
    expect((await editArg('ArgDelete', '{}', 'Off topic')).status).toBe(200);
    const restored = await editArg(
      'ArgRevert',
      JSON.stringify({ RevID: created }),
      'On topic after all',
    );
    expect(restored.status).toBe(200);
    // A moderator removes the editor's comment on the other question.
    mod = await createAccountWithRole('LogMod', 'mod');
    const comment = await apiPost<{ CommentID: string }>(
      '/api/comment/new',
      { threadID: other.convoID, body: 'Buy cheap watches at my shop' },
      editor.cookie,
    );
    expect(comment.status).toBe(201);
    const removed = await apiPost(
      '/api/comment/delete',
      { commentID: comment.json.CommentID, reason: 'Advertising' },
      mod.cookie,
    );
    expect(removed.status).toBe(200);
    // A member renames the other question; the editor undoes it from the inbox, with a reason.
    const member = await createAccount(uniqueAccount('LogAda'));
    const renamed = await apiPost(
      '/api/convo/edit',
      {
        convoID: other.convoID,
        action: {
          ActionName: 'ConvoEditTextField',
          ArgsJSON: JSON.stringify({
            FieldName: 'Title',
            OldValue: other.title,
            NewValue: `${other.title} (renamed)`,
          }),
        },
        revDesc: '',
      },
      member.cookie,
    );
    expect(renamed.status).toBe(200);
    const inbox = await apiGet<{ Entries: Array<{ InboxID: string }> }>(
      `/api/admin/inbox/list/1?user=${member.username}`,
      editor.cookie,
    );
    expect(inbox.Entries).toHaveLength(1);
    const undone = await apiPost(
      '/api/admin/inbox/undo',
      { inboxID: inbox.Entries[0].InboxID, reason: 'Vandalism' },
      editor.cookie,
    );
    expect(undone.status).toBe(200);
  });
  afterAll(() => browser.close());

  const sentence = () => `${editor.username} deleted question “${map.title}” (${reason})`;
  const entryOf = (page: Page) =>
    page
      .getByRole('list', { name: 'Moderation actions, newest first' })
      .getByRole('listitem')
      .filter({ hasText: map.title });

  it('shows the deletion with its reason, reached from the footer and filtered by action', async () => {
    const { page } = await browser.newVisitor();
    await page.goto('/encyclopedia');
    await page.getByRole('button', { name: 'Accept Cookies' }).click();
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Moderation log' })
      .click();
    await page.waitForURL('**/log');
    await page.getByRole('heading', { level: 1, name: 'Moderation log' }).waitFor();
    const entry = entryOf(page);
    await entry.waitFor();
    expect(await entry.textContent()).toContain(sentence());
    // The actor links to their profile; the deleted question is named, not linked.
    expect(await entry.getByRole('link', { name: editor.username }).getAttribute('href')).toBe(
      `/u/${editor.username.toLowerCase()}`,
    );
    await expect(entry.getByRole('link', { name: `“${map.title}”` }).count()).resolves.toBe(0);
    await snapshot(page, 'moderation-log');

    await page
      .getByRole('navigation', { name: 'Show actions' })
      .getByRole('link', { name: 'Deletions' })
      .click();
    await page.waitForURL('**/log?action=delete');
    await page.locator('.log-filter a[aria-current="page"]', { hasText: 'Deletions' }).waitFor();
    await entryOf(page).waitFor();
    await snapshot(page, 'moderation-log-deletions');
    await page.getByRole('link', { name: 'Restorations' }).click();
    await page.waitForURL('**/log?action=restore');
    await page.locator('.log-filter a[aria-current="page"]', { hasText: 'Restorations' }).waitFor();
    // The deletion is not a restoration; the argument's restoration links to its page.
    await expect(entryOf(page).count()).resolves.toBe(0);
    const restoration = page.getByRole('listitem').filter({ hasText: `“${arg.title}”` });
    expect(await restoration.textContent()).toContain(
      `${editor.username} restored argument “${arg.title}” (On topic after all)`,
    );
    await restoration.getByRole('link', { name: `“${arg.title}”` }).click();
    await page.waitForURL(`**/a/${arg.id}`);
    await page.getByRole('heading', { level: 1, name: arg.title }).waitFor();

    await page.goBack();
    await page.getByRole('link', { name: 'Comment removals' }).click();
    await page
      .locator('.log-filter a[aria-current="page"]', { hasText: 'Comment removals' })
      .waitFor();
    const removal = page
      .getByRole('list', { name: 'Moderation actions, newest first' })
      .getByRole('listitem')
      .filter({ hasText: `${mod.username} removed a comment by` })
      .first();
    expect(await removal.textContent()).toMatch(
      new RegExp(
        `removed a comment by ${editor.username} from a question's comments \\(Advertising\\)`,
        'i',
      ),
    );
    expect(
      await removal.getByRole('link', { name: "a question's comments" }).getAttribute('href'),
    ).toBe(`/c/${other.convoID}`);
    expect(await removal.getByRole('link').nth(1).getAttribute('href')).toBe(
      `/u/${editor.username.toLowerCase()}`,
    );
    await snapshot(page, 'moderation-log-comment-removals');

    await page.getByRole('link', { name: 'Undos' }).click();
    await page.locator('.log-filter a[aria-current="page"]', { hasText: 'Undos' }).waitFor();
    const undo = page.getByRole('listitem').filter({ hasText: `“${other.title}”` });
    // The reason as given, without the id of the revision undone.
    expect(await undo.textContent()).toContain(
      `${editor.username} undid an edit to question “${other.title}” (Vandalism)`,
    );
    expect(await undo.getByRole('link', { name: `“${other.title}”` }).getAttribute('href')).toBe(
      `/c/${other.convoID}`,
    );

    // The suite's admin made the editor an editor (createAccountWithRole, without a reason).
    await page.getByRole('link', { name: 'Role changes' }).click();
    await page.locator('.log-filter a[aria-current="page"]', { hasText: 'Role changes' }).waitFor();
    const promotion = page
      .getByRole('listitem')
      .filter({ hasText: `changed the role of ${editor.username} from user to editor` });
    expect(await promotion.textContent()).not.toContain('(');
    expect(await promotion.getByRole('link', { name: editor.username }).getAttribute('href')).toBe(
      `/u/${editor.username.toLowerCase()}`,
    );
    await snapshot(page, 'moderation-log-role-changes');
  });

  it('hydrates the server-rendered page without errors, then filters in the browser', async () => {
    const { page } = await browser.newVisitor();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto('/log');
    await entryOf(page).waitFor();
    // The cookie banner asks the API in the browser only: once it shows, the page is hydrated.
    await page.getByRole('button', { name: 'Accept Cookies' }).click();
    await page.getByRole('link', { name: 'Deletions' }).click();
    await page.locator('.log-filter a[aria-current="page"]', { hasText: 'Deletions' }).waitFor();
    await entryOf(page).waitFor();
    expect(documents).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('is server-rendered and styled with JavaScript off', async () => {
    const context = await browser.browser.newContext({
      baseURL: BASE_URL(),
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      const response = await page.goto('/log?action=delete');
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe('Moderation log: Deletions | Opinion Encyclopedia');
      const entry = entryOf(page);
      expect(await entry.textContent()).toContain(sentence());
      // log.css came with the HTML: the list is a bordered box without bullets, the filter pills.
      const list = page.locator('.log-list');
      await expect(list.evaluate((el) => getComputedStyle(el).listStyleType)).resolves.toBe('none');
      await expect(list.evaluate((el) => getComputedStyle(el).borderTopStyle)).resolves.toBe(
        'solid',
      );
      await expect(
        page
          .locator('.log-filter a[aria-current="page"]')
          .evaluate((el) => getComputedStyle(el).color),
      ).resolves.toBe('rgb(255, 255, 255)');
      await snapshot(page, 'moderation-log-no-js');
      await page.setViewportSize({ width: 375, height: 800 });
      await snapshot(page, 'moderation-log-no-js-375');
    } finally {
      await context.close();
    }
  });
});
