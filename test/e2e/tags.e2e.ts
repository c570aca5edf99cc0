import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiGet, apiPost, createAccountWithRole } from './support/api.js';
import { launchBrowser, snapshot, type BrowserSession } from './support/browser.js';
import { createMap, signIn } from './support/opinion-map.js';

interface TagRef {
  TagID: string;
  Name: string;
  Link: string;
}

/** Setup through the API: the question's or argument's Tags field set from empty. */
async function setTags(cookie: string, type: 'convo' | 'arg', id: string, tags: string) {
  const res = await apiPost<{ error?: string }>(
    `/api/${type}/edit`,
    {
      [`${type}ID`]: id,
      action: {
        ActionName: `${type === 'convo' ? 'Convo' : 'Arg'}EditTextField`,
        ArgsJSON: JSON.stringify({ FieldName: 'Tags', OldValue: '', NewValue: tags }),
      },
      revDesc: '',
    },
    cookie,
  );
  expect(res.status).toBe(200);
}

describe('tags in the browser', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('an editor renames a tag on its edit page; questions, arguments and its history follow', async () => {
    const editor = await createAccountWithRole('Tagger', 'editor');
    const map = await createMap(editor.cookie, editor.username);
    const suffix = Date.now().toString(36);
    const oldName = `Cycling ${suffix}`;
    const newName = `Bicycles ${suffix}`;
    const arg = map.args[0];
    await setTags(editor.cookie, 'convo', map.convoID, `${oldName}, Air`);
    await setTags(editor.cookie, 'arg', arg.id, oldName.toUpperCase());
    const convo = await apiGet<{ Convo: { Tags: TagRef[] } }>(
      `/api/convo/get?convoID=${map.convoID}`,
    );
    const tag = convo.Convo.Tags.find((ref) => ref.Name === oldName)!;

    const { context, page } = await browser.newVisitor();
    await context.addInitScript(() => localStorage.setItem('CookieConsent', '-1'));
    await signIn(context, editor.cookie);
    await page.goto(`/tags/${tag.TagID}`);
    await page.getByRole('heading', { level: 1, name: oldName }).waitFor();
    // The Edit tab leads to the tag's edit page.
    await page
      .getByRole('navigation', { name: 'Tag pages' })
      .getByRole('link', { name: 'Edit' })
      .click();
    await page.waitForURL(`**/edit/tags/${tag.TagID}`);
    await page.getByRole('button', { name: 'Edit name' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit name' });
    const input = dialog.getByRole('textbox', { name: 'Name' });
    await input.waitFor();
    expect(await input.inputValue()).toBe(oldName);
    await input.fill(newName);
    await dialog.getByRole('textbox', { name: 'Describe your change' }).fill('Plainer word');
    await snapshot(page, 'tag-edit-name');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: newName }).waitFor();
    expect(await dialog.count()).toBe(0);

    // The question and the argument show the new name, linking to the tag.
    for (const path of [`/c/${map.convoID}`, `/a/${arg.id}`]) {
      await page.goto(path);
      const link = page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: newName });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(`/tags/${tag.TagID}`);
      expect(await page.getByText(oldName, { exact: true }).count()).toBe(0);
    }
    await snapshot(page, 'tag-on-argument');
    await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: newName }).click();
    await page.getByRole('heading', { level: 1, name: newName }).waitFor();

    // Its history: the rename, then the creation by tagging.
    await page
      .getByRole('navigation', { name: 'Tag pages' })
      .getByRole('link', { name: 'History' })
      .click();
    await page.getByRole('heading', { level: 1, name: `History of “${newName}”` }).waitFor();
    const actions = await page.locator('.revision__action').allTextContents();
    expect(actions).toEqual(['Renamed the tag', 'Created the tag']);
    await page.getByText('Plainer word').waitFor();
    // The creation's description names the question tagged, by its title (whole in the tooltip).
    await page
      .locator('.revision__detail', { hasText: 'Created by tagging “Should cities' })
      .and(page.getByTitle(`Created by tagging “${map.title}” (a question)`))
      .waitFor();
    await snapshot(page, 'tag-history');
  });
});
