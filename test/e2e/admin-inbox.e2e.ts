import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPost, createAccount, createAccountWithRole } from './support/api.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { longDescription, signIn } from './support/opinion-map.js';

describe('admin console: the inbox', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('an editor marks entries seen, undoes a user’s edit and sees the question restored', async () => {
    // Setup through the API: Ada asks a question, then changes its title.
    const ada = await createAccount(uniqueAccount('Ada'));
    const original = `Should towns light their streets all night ${ada.username}?`;
    const vandalised = `Streets ${ada.username} buy cheap lamps here`;
    const created = await apiPost<{ ConvoID: string }>(
      '/api/convo/new',
      { title: original, description: longDescription('Street lighting') },
      ada.cookie,
    );
    expect(created.status).toBe(201);
    const convoID = created.json.ConvoID;
    const edit = await apiPost<{ RevID: string }>(
      '/api/convo/edit',
      {
        convoID,
        action: {
          ActionName: 'ConvoEditTextField',
          ArgsJSON: JSON.stringify({
            FieldName: 'Title',
            OldValue: original,
            NewValue: vandalised,
          }),
        },
        revDesc: 'Better title',
      },
      ada.cookie,
    );
    expect(edit.status).toBe(200);

    const editor = await createAccountWithRole('Ed', 'editor');
    const { context, page } = await browser.newVisitor();
    await signIn(context, editor.cookie);
    await page.goto('/admin/');
    await page.getByRole('menuitem', { name: 'Inbox' }).click();
    await page.locator('#react-admin-title').getByText('Inbox').waitFor();
    // Only Ada's changes: her question's creation and her title edit.
    await page.getByRole('textbox', { name: 'User' }).fill(ada.username.toLowerCase());
    await page.getByRole('textbox', { name: 'User' }).press('Enter');
    await page.getByText('2 unseen entries').waitFor();
    const edited = page.getByRole('article', { name: `${vandalised}, changed by ${ada.username}` });
    const asked = page.getByRole('article', { name: `${original}, changed by ${ada.username}` });
    await edited.getByText('Edited the title').waitFor();
    await edited.getByRole('cell', { name: original }).waitFor();
    await edited.getByRole('cell', { name: vandalised }).waitFor();
    await asked.getByText('Created the question', { exact: true }).waitFor();
    await snapshot(page, 'admin-inbox');

    // Undo the title edit, saying why: the entry is undone and its button disabled.
    await edited.getByRole('button', { name: 'Undo' }).click();
    const dialog = page.getByRole('dialog', { name: `Undo this change to “${vandalised}”?` });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Advertising in the title');
    await snapshot(page, 'admin-inbox-undo-dialog');
    await dialog.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Change undone').waitFor();
    await edited.getByText('Undone', { exact: true }).first().waitFor();
    expect(await edited.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(true);

    // Mark all seen: Ada's other entry leaves the unseen list; the seen list has both.
    await page.getByRole('button', { name: 'Mark all seen' }).click();
    await page.getByText('No unseen entries', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Show seen' }).click();
    await page.getByText('2 seen entries').waitFor();
    await asked.getByText('Seen', { exact: true }).waitFor();
    await snapshot(page, 'admin-inbox-seen');

    // The entry links to the question on the reader site (same tab), which has its title back.
    await edited.getByRole('link', { name: vandalised }).click();
    await page.waitForURL(`**/c/${convoID}**`);
    await page.getByRole('heading', { name: original }).first().waitFor();
    expect(await page.getByText(vandalised).count()).toBe(0);
    await snapshot(page, 'admin-inbox-restored');
  });

  it('an editor reads what a user changed in a description word by word, and the undo names the title', async () => {
    const cy = await createAccount(uniqueAccount('Cy'));
    const title = `Should buses be free for everyone ${cy.username}?`;
    const before = longDescription('Free buses');
    const after = before.replace('what the people', 'what all the people');
    const created = await apiPost<{ ConvoID: string }>(
      '/api/convo/new',
      { title, description: before },
      cy.cookie,
    );
    expect(created.status).toBe(201);
    const convoID = created.json.ConvoID;
    const edit = await apiPost(
      '/api/convo/edit',
      {
        convoID,
        action: {
          ActionName: 'ConvoEditTextField',
          ArgsJSON: JSON.stringify({ FieldName: 'Description', OldValue: before, NewValue: after }),
        },
      },
      cy.cookie,
    );
    expect(edit.status).toBe(200);

    const editor = await createAccountWithRole('Reviewer', 'editor');
    const { context, page } = await browser.newVisitor();
    await signIn(context, editor.cookie);
    await page.goto(`/admin/inbox?user=${cy.username.toLowerCase()}`);
    const entry = page
      .getByRole('article', { name: `${title}, changed by ${cy.username}` })
      .first();
    // What the history calls it, and the field in words; only the added word is marked.
    await entry.getByText('Edited the description').waitFor();
    const row = entry.getByRole('row', { name: /^Description/ });
    const [old, now] = await row.getByRole('cell').all();
    expect(await old.textContent()).toBe(before);
    expect(await now.textContent()).toBe(after);
    expect(await now.getByRole('insertion').allTextContents()).toEqual(['all ']);
    expect(await old.getByRole('deletion').count()).toBe(0);
    await snapshot(page, 'admin-inbox-word-diff');

    // Undone without a reason: the undo's description names the question, not a revision id.
    await entry.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Change undone').waitFor();
    // The editor's own undo arrived seen (autopatrol): among the editor's seen entries.
    await page.goto(`/admin/inbox?user=${editor.username.toLowerCase()}&showSeen=true`);
    const undo = page.getByRole('article', { name: `${title}, changed by ${editor.username}` });
    await undo.getByText('Undid a revision').waitFor();
    const described = new RegExp(
      `^“Undid the edit to “${title.replace(/[?]/g, '\\?')}” by ${cy.username} on \\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d\\d:\\d\\d UTC”$`,
    );
    await undo.getByText(described).waitFor();
    await snapshot(page, 'admin-inbox-undo-described');
  });

  it('Mark all seen marks every unseen entry of the filter, more than one page of them', async () => {
    const bea = await createAccount(uniqueAccount('Bea'));
    // 13 questions, each edited once: 26 entries, more than the console's page of 20.
    for (let i = 0; i < 13; i++) {
      const title = `Should ${bea.username} count entry ${i} as read?`;
      const created = await apiPost<{ ConvoID: string }>(
        '/api/convo/new',
        { title, description: longDescription(`Entry ${i}`) },
        bea.cookie,
      );
      expect(created.status).toBe(201);
      const edited = await apiPost(
        '/api/convo/edit',
        {
          convoID: created.json.ConvoID,
          action: {
            ActionName: 'ConvoEditTextField',
            ArgsJSON: JSON.stringify({
              FieldName: 'Title',
              OldValue: title,
              NewValue: `${title} Yes`,
            }),
          },
        },
        bea.cookie,
      );
      expect(edited.status).toBe(200);
    }
    const editor = await createAccountWithRole('Marker', 'editor');
    const { context, page } = await browser.newVisitor();
    await signIn(context, editor.cookie);
    await page.goto(`/admin/inbox?user=${bea.username.toLowerCase()}`);
    await page.getByText('26 unseen entries').waitFor();
    await page.getByRole('button', { name: 'Load more' }).waitFor();
    await page.getByRole('button', { name: 'Mark all seen' }).click();
    await page.getByText('No unseen entries: everything has been reviewed.').waitFor();
    // Not just hidden: the server marked them all.
    await page.reload();
    await page.getByText('No unseen entries: everything has been reviewed.').waitFor();
    await snapshot(page, 'admin-inbox-all-seen');
  });
});
