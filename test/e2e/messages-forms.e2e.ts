import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPost, createAccount, createAccountWithRole } from './support/api.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { createMap, longDescription, signIn } from './support/opinion-map.js';

/** Issue 23, item 7: messages and forms, as a person meets them. */
describe('messages and forms', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a text outside its limits is refused with a sentence naming the field as the form labels it', async () => {
    const member = await createAccount(uniqueAccount('Wording'));
    const map = await createMap(member.cookie, member.username);
    const { context, page } = await browser.newVisitor();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(context, member.cookie);

    // A new question with a description of 50 characters: the counter says so, then the server.
    await page.goto('/app/convo/new');
    // The cookie banner asks the API in the browser only: once it shows, the page is hydrated.
    await page.getByRole('button', { name: 'Accept Cookies' }).click();
    const form = page.getByRole('form', { name: 'New question' });
    await form.getByRole('textbox', { name: 'Question title' }).fill('Should cities ban cars?');
    const description = form.getByRole('textbox', { name: 'Description' });
    await description.fill('x'.repeat(50));
    await form.getByText('50 characters (160 to 300): too short').waitFor();
    await form.getByRole('button', { name: 'Create' }).click();
    const alert = form.getByRole('alert');
    await alert.getByText('The description must be 160 to 300 characters; it has 50.').waitFor();
    await snapshot(page, 'messages-new-question-too-short');

    // An argument's section, named as its edit form labels it ("Counter-arguments").
    await page.goto(`/edit/a/${map.args[0].id}`);
    await page.getByRole('button', { name: 'Edit counter-arguments' }).click();
    const modal = page.getByRole('dialog', { name: 'Edit counter-arguments' });
    await modal.getByRole('textbox', { name: 'Counter-arguments' }).fill('Too short to count.');
    await modal.getByText('19 characters (100 to 5000): too short').waitFor();
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal
      .getByRole('alert')
      .getByText('The counter-arguments must be 100 to 5000 characters; it has 19.')
      .waitFor();
    await snapshot(page, 'messages-section-too-short');
    expect(errors).toEqual([]);
  });

  it("the sign-up form's password hint states the rules the server applies", async () => {
    const { page } = await browser.newVisitor();
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Accept Cookies' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    const password = form.getByLabel('Password');
    const hintId = await password.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${hintId}"]`).textContent()).toBe(
      '10 to 200 characters, at least 4 of them different; not a common password, nor your username or email.',
    );
    // A password the old hint ("At least 10 characters.") allowed, which the rules refuse: the
    // hint warned about it, and the server's answer names the same rule.
    const account = uniqueAccount('Hinted');
    await form.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await form.getByRole('textbox', { name: 'Username' }).fill(account.username);
    await password.fill('password123');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await form
      .getByRole('alert')
      .getByText(/commonly used password/)
      .waitFor();
    await snapshot(page, 'messages-signup-hint');
  });

  it("the console's Create question and Decline dialogs count characters as the reader's forms do", async () => {
    const member = await createAccount(uniqueAccount('Counted'));
    const question = `Should ${member.username} towns tax cars?`.slice(0, 75);
    const suggested = await apiPost(
      '/api/req/new',
      { artifactType: 'suggest', title: question, issue: 'Several towns vote on it this year.' },
      member.cookie,
    );
    expect(suggested.status).toBe(201);

    const editor = await createAccountWithRole('Counter', 'editor');
    const { context, page } = await browser.newVisitor();
    await signIn(context, editor.cookie);
    await page.goto('/admin/');
    await page.getByRole('menuitem', { name: 'Requests' }).click();
    const row = page.getByRole('row').filter({ hasText: question });
    await row.getByRole('button', { name: 'Create question' }).click();
    const dialog = page.getByRole('dialog', { name: `Create the question "${question}"` });
    // Its help names the limits the counters count to.
    await dialog
      .getByText('A question title is 10 to 75 characters, its description 160 to 300,')
      .waitFor();
    await dialog.getByText(`${[...question].length} characters (10 to 75)`).waitFor();
    await dialog.getByText('35 characters (160 to 300): too short').waitFor();
    const text = longDescription('Taxing cars in towns');
    await dialog.getByRole('textbox', { name: 'Description' }).fill(text);
    await dialog.getByText(`${text.length} characters (160 to 300)`, { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'Question title' }).fill('Tax cars?');
    await dialog.getByText('9 characters (10 to 75): too short').waitFor();
    await snapshot(page, 'messages-console-create-question');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: 'Decline' }).click();
    const decline = page.getByRole('dialog', { name: `Decline "${question}"` });
    await decline.getByRole('textbox').fill('We already have this question.');
    await decline.getByText('30 characters (at most 300)').waitFor();
    await snapshot(page, 'messages-console-decline');
  });

  it('the link preview says it could not reach the page, titles the link from its address, and the card shows the site', async () => {
    const author = await createAccount(uniqueAccount('Unreached'));
    const map = await createMap(author.cookie, author.username);
    const { context, page } = await browser.newVisitor();
    await signIn(context, author.cookie);
    await page.goto(`/edit/a/${map.args[0].id}`);
    const wild = page.getByRole('region', { name: 'In the Wild' });
    await wild.getByRole('button', { name: 'Add link' }).click();
    const modal = page.getByRole('dialog', { name: 'Add link' });
    // .invalid names no site anywhere (RFC 2606): the server cannot reach it.
    await modal
      .getByRole('textbox', { name: 'URL' })
      .fill('https://tallinn-fares.invalid/report/2024');
    await modal.getByRole('textbox', { name: 'URL' }).press('Tab');
    const note = modal.getByText(/^Could not reach that page \(.+\)\./);
    await note.waitFor();
    expect(await note.textContent()).toMatch(
      /^Could not reach that page \(there is no site at tallinn-fares\.invalid\)\. You can still add the link with a title of your own\.$/,
    );
    const title = modal.getByRole('textbox', { name: 'Title' });
    expect(await title.inputValue()).toBe('tallinn-fares.invalid/report/2024');
    const preview = modal.getByRole('group', { name: 'Preview' });
    // No picture: the site's name on a panel (a zero-width space after each dot lets it wrap there).
    expect(await preview.locator('.site-panel').textContent()).toBe('tallinn-fares.\u200binvalid');
    await snapshot(page, 'messages-link-unreachable');

    await title.fill('Tallinn fares report 2024');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'detached' });
    const card = wild.getByRole('link', { name: /Tallinn fares report 2024/ });
    await card.waitFor();
    // Without a picture the card shows the site's name on a panel, not a grey letter.
    expect(await card.locator('.site-panel').textContent()).toBe('tallinn-fares.\u200binvalid');
    await card.scrollIntoViewIfNeeded();
    await snapshot(page, 'messages-link-card-fallback');
  });
});
