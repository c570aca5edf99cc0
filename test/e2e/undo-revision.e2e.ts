import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiGet, apiPost, createAccount } from './support/api.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { createMap, signIn } from './support/opinion-map.js';

async function editArg(cookie: string, argID: string, actionName: string, args: object) {
  const res = await apiPost<{ RevID: string }>(
    '/api/arg/edit',
    { argID, action: { ActionName: actionName, ArgsJSON: JSON.stringify(args) } },
    cookie,
  );
  expect(res.status).toBe(200);
  return res.json.RevID;
}

describe('undoing one edit from the history', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('reverses a title change and keeps a link added after it', async () => {
    const author = await createAccount(uniqueAccount('Renamer'));
    const linker = await createAccount(uniqueAccount('Linker'));
    const map = await createMap(author.cookie, author.username);
    const arg = map.args[0];
    const renamed = 'Cleaner air, renamed by mistake';
    await editArg(author.cookie, arg.id, 'ArgEditTextField', {
      FieldName: 'Title',
      OldValue: arg.title,
      NewValue: renamed,
    });
    await editArg(linker.cookie, arg.id, 'ArgAddExternalLink', {
      Title: 'A study of city air',
      URL: 'https://example.org/city-air',
    });

    const reader = await createAccount(uniqueAccount('Undoer'));
    const { context, page } = await browser.newVisitor();
    await signIn(context, reader.cookie);
    await page.goto(`/history/a/${arg.id}`);
    const list = page.getByRole('list', { name: 'Revisions, newest first' });
    const titleChange = list.getByRole('listitem').filter({ hasText: 'Edited the title' });
    // Its changes read in place: the words kept plain, the removed struck, the added marked.
    await titleChange.getByText('Show changes').click();
    const changes = titleChange.locator('.revision__changes');
    expect(await changes.textContent()).toBe('Cleaner air for everyone, renamed by mistake');
    expect(await changes.getByRole('deletion').textContent()).toContain('for everyone');
    expect(await changes.getByRole('insertion').textContent()).toContain('renamed by mistake');
    await snapshot(page, 'reader-history-word-diff');
    await titleChange.getByRole('button', { name: 'Undo' }).click();
    // The history reloads with the undo on top; its description (cut to 40 characters, whole in
    // its title) names the revision by the title it left, its author and its time, not its id.
    const top = list.getByRole('listitem').first();
    await top.getByText('Undid a revision').waitFor();
    await top.getByText('Undid the edit to “Cleaner air, renamed…').waitFor();
    await expect(top.locator('.revision__detail').getAttribute('title')).resolves.toMatch(
      new RegExp(
        `^Undid the edit to “${renamed}” by ${author.username} on \\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d\\d:\\d\\d UTC$`,
      ),
    );
    await snapshot(page, 'reader-history-undo');

    const page2 = await apiGet<{ Arg: { Title: string }; Links: { Title: string }[] }>(
      `/api/arg/get?argID=${arg.id}`,
    );
    expect(page2.Arg.Title).toBe(arg.title);
    expect(page2.Links.map((l) => l.Title)).toEqual(['A study of city air']);

    // "Revert to this revision" asks first; cancelling changes nothing.
    const oldest = list.getByRole('listitem').last();
    await oldest.getByRole('button', { name: 'Revert to this revision' }).click();
    await oldest.getByRole('group', { name: 'Confirm the revert' }).waitFor();
    await oldest.getByRole('button', { name: 'Cancel' }).click();
    await expect(
      oldest.getByRole('button', { name: 'Revert to this revision' }).isVisible(),
    ).resolves.toBe(true);
  });
});
