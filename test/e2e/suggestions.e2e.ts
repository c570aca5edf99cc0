import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAccount, createAccountWithRole } from './support/api.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { longDescription, signIn } from './support/opinion-map.js';

describe('suggested questions', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a member suggests a question, an editor makes it a question, the member follows it on their profile', async () => {
    const errors: string[] = [];
    const member = await createAccount(uniqueAccount('Mia'));
    const question = `Should ${member.username} cities ban cars?`.slice(0, 75);

    // The member suggests it on /suggest.
    const reader = await browser.newVisitor();
    reader.page.on('pageerror', (error) => errors.push(error.message));
    await signIn(reader.context, member.cookie);
    await reader.page.goto('/suggest');
    await reader.page.getByRole('textbox', { name: 'Your question' }).fill(question);
    await reader.page
      .getByRole('textbox', { name: 'Why it matters' })
      .fill('Several cities are voting on it this year.');
    await reader.page.getByRole('button', { name: 'Suggest', exact: true }).click();
    const done = reader.page.getByRole('status').filter({ hasText: 'your suggestion is saved' });
    await done.waitFor();
    await snapshot(reader.page, 'suggest-confirmation');

    // An editor finds it among the suggestions in the console and makes it a question.
    const editor = await createAccountWithRole('Ed', 'editor');
    const admin = await browser.newVisitor();
    admin.page.on('pageerror', (error) => errors.push(error.message));
    await signIn(admin.context, editor.cookie);
    await admin.page.goto('/admin/');
    await admin.page.getByRole('menuitem', { name: 'Requests' }).click();
    const row = admin.page.getByRole('row').filter({ hasText: question });
    await row.getByRole('button', { name: 'Create question' }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Create the question "${question}"` });
    // The reason it matters is too short for a question's description: the server says so.
    await dialog.getByRole('button', { name: 'Create question' }).click();
    await admin.page.getByText('The description must be 160 to 300 characters; it has').waitFor();
    await dialog
      .getByRole('textbox', { name: 'Description' })
      .fill(longDescription('Banning cars from cities'));
    await snapshot(admin.page, 'suggest-create-question-dialog');
    await dialog.getByRole('button', { name: 'Create question' }).click();
    await row.getByText('Became a question').waitFor();
    await snapshot(admin.page, 'suggest-console-resolved');

    // The member sees the state and follows the link to the question from their profile.
    await done.getByRole('link', { name: 'on your profile' }).click();
    const suggestions = reader.page.getByRole('region', { name: 'Suggested questions' });
    const item = suggestions.getByRole('listitem').filter({ hasText: question });
    await item.getByText('Became a question').waitFor();
    await snapshot(reader.page, 'suggest-profile');
    await item.getByRole('link', { name: 'read the question' }).click();
    await reader.page.getByRole('heading', { level: 1, name: question }).waitFor();
    expect(reader.page.url()).toMatch(/\/c\/[\w-]+$/);
    expect(errors).toEqual([]);
  });
});
