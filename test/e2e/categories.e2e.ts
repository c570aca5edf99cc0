import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { apiPost, createAccount, createAccountWithRole } from './support/api.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { createMap, signIn } from './support/opinion-map.js';

/** A category made and renamed by an editor through the API: two revisions to revert between. */
async function renamedCategory(cookie: string, first: string, renamed: string): Promise<string> {
  const created = await apiPost<{ CategoryID: string }>(
    '/api/category/new',
    { title: first },
    cookie,
  );
  expect(created.status).toBe(201);
  const categoryID = created.json.CategoryID;
  const edit = await apiPost(
    '/api/category/edit',
    {
      categoryID,
      action: {
        ActionName: 'CategoryEditTextField',
        ArgsJSON: JSON.stringify({ FieldName: 'Title', OldValue: first, NewValue: renamed }),
      },
    },
    cookie,
  );
  expect(edit.status).toBe(200);
  return categoryID;
}

describe('categories in the browser', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('an editor creates a category and puts a question in it; a reader finds it there and in the history', async () => {
    const author = await createAccount(uniqueAccount('Author'));
    const map = await createMap(author.cookie, author.username);
    const editor = await createAccountWithRole('Filer', 'editor');
    const title = `Urban mobility ${Date.now().toString(36)}`;

    const { context, page } = await browser.newVisitor();
    await signIn(context, editor.cookie);
    await page.goto(`/edit/c/${map.convoID}`);
    const tools = page.getByRole('toolbar', { name: 'Question tools' });
    await tools.getByRole('button', { name: 'New Category' }).click();
    const create = page.getByRole('dialog', { name: 'New Category' });
    await create.getByRole('textbox', { name: 'Title' }).fill(title);
    await snapshot(page, 'new-category-modal');
    await create.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/edit\/categories\/[\w-]+$/);
    const categoryID = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('No questions in this category yet.').waitFor();

    await page.goto(`/edit/c/${map.convoID}`);
    await tools.getByRole('button', { name: 'Choose categories' }).click();
    const chooser = page.getByRole('dialog', { name: 'Categories' });
    await chooser.getByRole('checkbox', { name: title }).check();
    await chooser
      .getByRole('textbox', { name: 'Describe your change' })
      .fill('Filed under urban mobility');
    await snapshot(page, 'category-chooser');
    await chooser.getByRole('button', { name: 'Save' }).click();
    await chooser.waitFor({ state: 'detached' });
    const onQuestion = page.getByRole('link', { name: title });
    await onQuestion.waitFor();
    expect(await onQuestion.getAttribute('href')).toBe(`/categories/${categoryID}`);

    // A reader (no account) opens the category's page, server-rendered, and reaches the question.
    const reader = await browser.newVisitor();
    const response = await reader.page.goto(`/categories/${categoryID}`);
    expect(response?.status()).toBe(200);
    await reader.page.getByRole('heading', { level: 1, name: title }).waitFor();
    const question = reader.page
      .getByRole('list', { name: 'Questions in the category' })
      .getByRole('link', { name: map.title });
    await question.waitFor();
    await snapshot(reader.page, 'category-page');
    await question.click();
    await reader.page.waitForURL(`**/c/${map.convoID}`);
    await reader.page.getByRole('link', { name: title }).waitFor();

    // The question's history names the change, its description and the category by its title.
    await reader.page.goto(`/history/c/${map.convoID}`);
    const entry = reader.page.getByRole('listitem').filter({ hasText: 'Changed the categories' });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('Filed under urban mobility');
    await entry.getByText('Show changes').click();
    await entry.getByRole('insertion').filter({ hasText: title }).waitFor();
    await snapshot(reader.page, 'question-history-categories');

    // The category has a history of its own.
    const history = await reader.page.goto(`/history/category/${categoryID}`);
    expect(history?.status()).toBe(200);
    await reader.page.getByRole('heading', { level: 1, name: `History of “${title}”` }).waitFor();
    await reader.page.locator('.revision__action', { hasText: 'Created the category' }).waitFor();
  });

  it("offers a category's Revert to this revision to editors, who revert with it, and not to other members", async () => {
    const editor = await createAccountWithRole('Curator', 'editor');
    const member = await createAccount(uniqueAccount('Member'));
    const tag = Date.now().toString(36);
    const first = `Rail travel ${tag}`;
    const renamed = `Railways ${tag}`;
    const categoryID = await renamedCategory(editor.cookie, first, renamed);
    const history = `/history/category/${categoryID}`;
    const revisions = (page: Page) => page.getByRole('list', { name: 'Revisions, newest first' });

    // A member may revert questions, not categories (the server answers 403): no button.
    const plain = await browser.newVisitor();
    await signIn(plain.context, member.cookie);
    await plain.page.goto(history);
    // Their Thank buttons show once GET /api/me answered: the page knows who reads it.
    await revisions(plain.page).getByRole('button', { name: 'Thank' }).first().waitFor();
    expect(await revisions(plain.page).getByRole('listitem').count()).toBe(2);
    expect(await plain.page.getByRole('button', { name: 'Revert to this revision' }).count()).toBe(
      0,
    );
    await snapshot(plain.page, 'category-history-member');

    const { context, page } = await browser.newVisitor();
    await signIn(context, editor.cookie);
    await page.goto(history);
    const revert = revisions(page).getByRole('button', { name: 'Revert to this revision' });
    await revert.waitFor();
    // Only the older revision: the newest is the current state.
    expect(await revert.count()).toBe(1);
    await snapshot(page, 'category-history-editor');
    await revert.click();
    await revisions(page)
      .getByRole('group', { name: 'Confirm the revert' })
      .getByRole('button', { name: 'Revert' })
      .click();
    await revisions(page)
      .getByRole('listitem')
      .first()
      .filter({ hasText: 'Reverted to an earlier revision' })
      .waitFor();
    expect(await revisions(page).getByRole('listitem').count()).toBe(3);
    await page.goto(`/categories/${categoryID}`);
    await page.getByRole('heading', { level: 1, name: first }).waitFor();
  });
});
