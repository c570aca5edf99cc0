import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPost, createAccount, createAccountWithRole } from './support/api.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { createMap, signIn } from './support/opinion-map.js';

describe('admin console: comment reports', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a moderator resolves a report by deleting the comment, and readers see why it went', async () => {
    // Setup through the API: Ada comments on her question, Bob reports the comment.
    const ada = await createAccount(uniqueAccount('Ada'));
    const bob = await createAccount(uniqueAccount('Bob'));
    const map = await createMap(ada.cookie, ada.username);
    const body = `Buy cheap watches at my shop ${ada.username}`;
    const comment = await apiPost<{ CommentID: string }>(
      '/api/comment/new',
      { threadID: map.convoID, body },
      ada.cookie,
    );
    expect(comment.status).toBe(201);
    const report = await apiPost<{ Reported: boolean }>(
      '/api/comment/report',
      { commentID: comment.json.CommentID, pathname: `/c/${map.convoID}` },
      bob.cookie,
    );
    expect(report.status).toBe(200);

    const mod = await createAccountWithRole('Mod', 'mod');
    const { context, page } = await browser.newVisitor();
    await signIn(context, mod.cookie);
    await page.goto('/admin/');
    await page.getByRole('menuitem', { name: 'Reports' }).click();
    const row = page.getByRole('row').filter({ hasText: body });
    await row.waitFor();
    await snapshot(page, 'admin-reports-list');

    await row.getByRole('button', { name: 'Delete comment', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Delete the comment by ${ada.username}?` });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Advertising');
    await snapshot(page, 'admin-reports-delete-dialog');
    await dialog.getByRole('button', { name: 'Delete comment' }).click();
    await row.getByText('Comment deleted').waitFor();
    await snapshot(page, 'admin-reports-resolved');

    // The thread's page (the row's link) shows the comment as removed by a moderator.
    const [reader] = await Promise.all([
      page.waitForEvent('popup'),
      row.getByRole('link', { name: /Open/ }).click(),
    ]);
    const thread = reader.getByRole('region', { name: 'Comments' });
    await thread.getByText('This comment was deleted by a moderator').waitFor();
    expect(await thread.getByText(body).count()).toBe(0);
    await snapshot(reader, 'admin-reports-thread');

    // The audit log lists the removal with its reason.
    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    const entry = page
      .getByRole('row')
      .filter({ hasText: new RegExp(`a comment by ${ada.username}`, 'i') });
    await entry.getByText('Advertising').waitFor();
    await snapshot(page, 'admin-audit-list');
  });

  it('a reader reports a comment with a reason; a moderator sees who and why, and dismisses it', async () => {
    const ada = await createAccount(uniqueAccount('Ada'));
    const map = await createMap(ada.cookie, ada.username);
    const body = `Everyone who disagrees is a fool ${ada.username}`;
    const posted = await apiPost('/api/comment/new', { threadID: map.convoID, body }, ada.cookie);
    expect(posted.status).toBe(201);

    const cy = await createAccount(uniqueAccount('Cy'));
    const { context: readerContext, page: reader } = await browser.newVisitor();
    await signIn(readerContext, cy.cookie);
    await reader.goto(`/c/${map.convoID}`);
    const item = reader.getByRole('article', { name: `Comment by ${ada.username}` });
    await item.getByRole('button', { name: 'Report' }).click();
    const dialog = reader.getByRole('dialog', { name: `Report ${ada.username}'s comment` });
    await dialog.getByRole('radio', { name: /Harassment/ }).check();
    await dialog.getByRole('textbox', { name: 'Anything moderators should know' }).fill('Insults');
    await snapshot(reader, 'reader-report-dialog');
    await dialog.getByRole('button', { name: 'Report' }).click();
    await item.getByText('Reported').waitFor();
    // After a reload too.
    await reader.reload();
    await item.getByText('Reported').waitFor();

    const mod = await createAccountWithRole('Mod', 'mod');
    const { context, page } = await browser.newVisitor();
    await signIn(context, mod.cookie);
    await page.goto('/admin/reports');
    const row = page.getByRole('row').filter({ hasText: body });
    await row.getByText(`${cy.username}: Harassment (Insults)`).waitFor();
    await snapshot(page, 'admin-reports-reason');
    await row.getByRole('button', { name: 'Dismiss', exact: true }).click();
    await row.getByText('Dismissed').waitFor();
    // Dismissed, it leaves the open list.
    const listed = page.waitForResponse((res) => res.url().includes('/api/admin/data/reports?'));
    await page.reload();
    await listed;
    await page.getByRole('row').filter({ hasText: body }).waitFor({ state: 'detached' });
    await expect(page.getByText(body).count()).resolves.toBe(0);
  });
});
