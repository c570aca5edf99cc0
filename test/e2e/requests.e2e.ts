import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { e2eAdmin } from './support/accounts.js';
import { apiPost, createAccount } from './support/api.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { createMap, signIn } from './support/opinion-map.js';

describe('requests and articles in the browser', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a member opens Discuss on an argument, creates a request and finds it listed', async () => {
    const member = await createAccount(uniqueAccount('Asker'));
    const map = await createMap(member.cookie, member.username);
    const arg = map.args[0];
    const { context, page } = await browser.newVisitor();
    await signIn(context, member.cookie);

    await page.goto(`/a/${arg.id}`);
    await page
      .getByRole('navigation', { name: 'Argument pages' })
      .getByRole('link', { name: 'Discuss' })
      .click();
    await page.waitForURL(`**/reqs/a/${arg.id}`);
    await page.getByRole('heading', { level: 1, name: arg.title }).waitFor();
    await page.getByText('No requests yet.').waitFor();
    await snapshot(page, 'reqs-empty');

    await page.getByRole('button', { name: 'New Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Request' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Requests resolve disagreements about content');
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Cite a study on air quality');
    await dialog
      .getByRole('textbox', { name: 'Issue' })
      .fill('The argument says the air gets cleaner but gives no source for it.');
    await snapshot(page, 'new-request-modal');
    await dialog.getByRole('button', { name: 'Create' }).click();

    await page.waitForURL(/\/edit\/req\/[\w-]+$/);
    const reqID = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { level: 1, name: 'Cite a study on air quality' }).waitFor();
    // The member may edit what they asked.
    await page.getByRole('button', { name: 'Edit issue' }).waitFor();
    await snapshot(page, 'request-edit');

    await page.goto(`/reqs/a/${arg.id}`);
    const link = page
      .getByRole('list', { name: 'Requests' })
      .getByRole('link', { name: 'Cite a study on air quality' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/req/${reqID}`);
    await snapshot(page, 'reqs-list');
    await link.click();
    await page.waitForURL(`**/req/${reqID}`);
    await page
      .getByText('The argument says the air gets cleaner but gives no source for it.')
      .waitFor();
    await snapshot(page, 'request-read');
    // Its history works like any artifact's (server-rendered on a fresh load).
    await page.goto(`/history/req/${reqID}`);
    await page
      .getByRole('heading', { level: 1, name: 'History of “Cite a study on air quality”' })
      .waitFor();
    await snapshot(page, 'request-history');
  });

  it('an admin writes a new article from the admin requests page', async () => {
    const admin = e2eAdmin();
    const login = await apiPost('/api/login', { email: admin.email, password: admin.password });
    expect(login.status).toBe(200);
    const { context, page } = await browser.newVisitor();
    await signIn(context, login.cookie!);

    await page.goto('/reqs/admin');
    await page.getByRole('button', { name: 'New Admin Request' }).waitFor();
    await snapshot(page, 'reqs-admin');
    await page.getByRole('button', { name: 'New Admin Request' }).click();
    const adminDialog = page.getByRole('dialog', { name: 'New Admin Request' });
    expect(await adminDialog.textContent()).toContain(
      'Requests about the site discuss changes to any part of it',
    );
    await adminDialog.getByRole('textbox', { name: 'Title' }).fill('Add a Health category');
    await adminDialog
      .getByRole('textbox', { name: 'Issue' })
      .fill('Questions about medicine have no category to go in.');
    await adminDialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/internal\/admin\/edit\/req\/[\w-]+$/);
    await page.getByRole('heading', { level: 1, name: 'Add a Health category' }).waitFor();
    await page.getByRole('button', { name: 'Edit issue' }).waitFor();
    await snapshot(page, 'admin-request-edit');
    await page.getByRole('link', { name: 'All requests about the site' }).click();
    await page.getByRole('link', { name: 'Add a Health category' }).waitFor();
    await page.getByRole('button', { name: 'New Article' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Article' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('How requests work');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/edit\/article\/[\w-]+$/);
    await page.getByRole('heading', { level: 1, name: 'How requests work' }).waitFor();
    await page.getByRole('button', { name: 'Edit body' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit body' });
    await edit
      .getByRole('textbox', { name: 'Body' })
      .fill('Requests resolve disagreements.\n\nRead https://example.org/guide first.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByText('Requests resolve disagreements.').waitFor();
    await snapshot(page, 'article-edit');
    await page
      .getByRole('navigation', { name: 'Article pages' })
      .getByRole('link', { name: 'Read' })
      .click();
    await page.getByRole('link', { name: 'https://example.org/guide' }).waitFor();
    await page.setViewportSize({ width: 390, height: 800 });
    await snapshot(page, 'article-read-mobile');

    const category = await apiPost<{ CategoryID: string }>(
      '/api/category/new',
      { title: 'Transport and cities' },
      login.cookie,
    );
    expect(category.status).toBe(201);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/edit/categories/${category.json.CategoryID}`);
    await page.getByRole('heading', { level: 1, name: 'Transport and cities' }).waitFor();
    await page.getByRole('button', { name: 'Edit description' }).waitFor();
    await page.getByLabel('Upload a new image for the category').waitFor();
    await page.getByText('No questions in this category yet.').waitFor();
    await snapshot(page, 'category-edit');
  });
});
