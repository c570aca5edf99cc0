import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAccount, createAccountWithRole } from './support/api.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { createMap, signIn } from './support/opinion-map.js';

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
});
