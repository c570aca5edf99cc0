import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAccountWithRole } from './support/api.js';
import { launchBrowser, snapshot, type BrowserSession } from './support/browser.js';
import { createMap, signIn } from './support/opinion-map.js';

describe('slugs in the browser', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('an editor sets a slug on a question in edit mode, then opens the page through it', async () => {
    const editor = await createAccountWithRole('Slugger', 'editor');
    const map = await createMap(editor.cookie, editor.username);
    const slug = `car-free-centres-${Date.now().toString(36)}`;

    const { context, page } = await browser.newVisitor();
    await context.addInitScript(() => localStorage.setItem('CookieConsent', '-1'));
    await signIn(context, editor.cookie);
    await page.goto(`/edit/c/${map.convoID}`);
    await page.getByRole('toolbar', { name: 'Question tools' }).waitFor();
    await snapshot(page, 'slug-edit-page');
    const form = page.getByRole('form', { name: 'Slug' });
    const input = form.getByRole('textbox', { name: 'Slug' });
    await input.waitFor();
    const save = form.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    // Typed as anyone would: capitals and a space become the slug's form at once.
    await input.pressSequentially(`Car-Free Centres-${slug.slice('car-free-centres-'.length)}`);
    expect(await input.inputValue()).toBe(slug);
    await form.getByText(`${slug} is available`).waitFor();
    await snapshot(page, 'slug-input-available');
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    // Saved: the value is the saved slug again, so Save is disabled.
    await page.waitForFunction(
      () => document.querySelector<HTMLButtonElement>('form[aria-label="Slug"] button')?.disabled,
    );
    expect(await input.inputValue()).toBe(slug);

    // The short link serves the question's page, whose canonical link is the short link.
    const { page: reader } = await browser.newVisitor();
    const opened = await reader.goto(`/c/${slug}`);
    expect(opened?.status()).toBe(200);
    await reader.getByRole('heading', { level: 1, name: map.title }).waitFor();
    expect(await reader.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`/c/${slug}$`),
    );
    // The old address by id still serves the page.
    const byId = await reader.goto(`/c/${map.convoID}`);
    expect(byId?.status()).toBe(200);
    await reader.getByRole('heading', { level: 1, name: map.title }).waitFor();
    await snapshot(reader, 'slug-page');
  });
});
