import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiGet, createAccountWithRole } from './support/api.js';
import { launchBrowser, snapshot, type BrowserSession } from './support/browser.js';
import { signIn } from './support/opinion-map.js';

describe('admin console: content screens', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('an editor creates, renames and deletes a category with a reason', async () => {
    const editor = await createAccountWithRole('Editor', 'editor');
    const { context, page } = await browser.newVisitor();
    await signIn(context, editor.cookie);
    await page.goto('/admin/');
    await page.getByRole('menuitem', { name: 'Categories' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    const title = `Transport ${editor.username}`;
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Description' }).fill('Roads, rails and the rest');
    await page.getByRole('button', { name: 'Save' }).click();

    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    await snapshot(page, 'admin-categories-list');
    await row.getByText(title).click();
    const field = page.getByRole('textbox', { name: 'Title' });
    await field.fill(`${title} and travel`);
    await page.getByRole('textbox', { name: /Reason/ }).fill('Broader name');
    await page.getByRole('button', { name: 'Save' }).click();
    const renamed = page.getByRole('row').filter({ hasText: `${title} and travel` });
    await renamed.waitFor();

    await renamed.getByText(`${title} and travel`).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${title} and travel?` });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Duplicate of Mobility');
    await snapshot(page, 'admin-category-delete-dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    // Back on the list of live categories, without it.
    await page.getByText('Element deleted').waitFor();
    await renamed.waitFor({ state: 'detached' });

    // The deletion is in the public moderation log with its reason.
    const log = await apiGet<{
      Entries: Array<{ Action: string; TargetName: string; Reason: string }>;
    }>('/api/log/list/1?action=delete');
    expect(log.Entries).toContainEqual(
      expect.objectContaining({
        TargetName: `${title} and travel`,
        Reason: 'Duplicate of Mobility',
      }),
    );
  });

  it('an editor gives an article a slug on its form, and its page opens at that address', async () => {
    const editor = await createAccountWithRole('Author', 'editor');
    const { context, page } = await browser.newVisitor();
    await signIn(context, editor.cookie);
    await page.goto('/admin/');
    await page.getByRole('menuitem', { name: 'Articles' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    const title = `How editing works ${editor.username}`;
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('button', { name: 'Save' }).click();

    // On its edit screen: no slug yet. Typed as anyone would, the server says what it will be.
    const slugBox = page.getByRole('textbox', { name: 'Slug' });
    await slugBox.waitFor();
    await page.getByText('A short address for the page; it has none yet.').waitFor();
    const slug = `how-editing-works-${editor.username.toLowerCase()}`;
    await slugBox.fill(`How editing-works-${editor.username}`);
    await page.getByText(`/article/${slug} is available`).waitFor();
    await snapshot(page, 'admin-article-slug-available');
    await page.getByRole('button', { name: 'Set slug' }).click();
    await page.getByText('Slug saved').waitFor();
    await page
      .getByText(`The page is at /article/${slug}; the old address keeps leading to it.`)
      .waitFor();
    expect(await slugBox.inputValue()).toBe(slug);
    expect(await page.getByRole('button', { name: 'Change slug' }).isDisabled()).toBe(true);
    await snapshot(page, 'admin-article-slug-saved');

    // A slug the rules refuse is refused before saving, in words.
    await slugBox.fill('ab');
    await page.getByText('The slug "ab" must be at least 3 characters; it has 2.').waitFor();
    expect(await page.getByRole('button', { name: 'Change slug' }).isDisabled()).toBe(true);

    // The list and the reader's page follow the slug.
    await page.getByRole('menuitem', { name: 'Articles' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText(slug).waitFor();
    const reader = await context.newPage();
    await reader.goto(`/article/${slug}`);
    await reader.getByRole('heading', { level: 1, name: title }).waitFor();
  });

  it('shows a moderator every list without errors', async () => {
    const { page } = await browser.newVisitor();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const mod = await createAccountWithRole('Screens', 'mod');
    await signIn(page.context(), mod.cookie);
    for (const [menu, header] of [
      ['Requests', 'Status'],
      ['People', 'Name'],
      ['Tags', 'Uses'],
      ['Articles', 'Slug'],
      ['Reports', 'Comment'],
      ['Audit log', 'Action'],
    ]) {
      await page.goto('/admin/');
      await page.getByRole('menuitem', { name: menu }).click();
      // A list with rows, or react-admin's empty state on a fresh site.
      const empty = page.getByText(/^No .* (yet\.|found using the current filters)/);
      await page.getByRole('columnheader', { name: header }).or(empty).first().waitFor();
      await snapshot(page, `admin-list-${menu.toLowerCase().replace(' ', '-')}`);
    }
    expect(errors).toEqual([]);
  });
});
