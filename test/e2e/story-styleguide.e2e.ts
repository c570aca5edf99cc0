import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAccount } from './support/api.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { createMap } from './support/opinion-map.js';

describe('Play as story and the styleguide in the browser', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a reader plays a question as a story: steps with buttons and arrow keys, then closes it', async () => {
    const author = await createAccount(uniqueAccount('Story'));
    const map = await createMap(author.cookie, author.username);
    const { page } = await browser.newVisitor();
    await page.goto(`/c/${map.convoID}`);
    // The cookie banner asks the API in the browser only: once it shows, the page is hydrated.
    await page.getByRole('region', { name: 'We use cookies' }).waitFor();

    await page.getByRole('button', { name: 'Play as story' }).click();
    const story = page.getByRole('dialog', { name: `Story: ${map.title}` });
    await story.waitFor();
    // The question, 2 positions and 3 arguments.
    await story.getByText('1 of 6').waitFor();
    await story.getByRole('button', { name: 'Next' }).click();
    await story.getByRole('region', { name: `Position: ${map.positions[0].title}` }).waitFor();
    await page.keyboard.press('ArrowRight');
    const argCard = story.getByRole('region', { name: `Argument: ${map.args[0].title}` });
    await argCard.waitFor();
    expect(await story.getByText('3 of 6').isVisible()).toBe(true);
    expect(
      await argCard.getByRole('link', { name: 'Open this argument' }).getAttribute('href'),
    ).toBe(`/a/${map.args[0].id}`);
    await snapshot(page, 'story-argument');
    await page.keyboard.press('ArrowLeft');
    await story.getByText('2 of 6').waitFor();

    await story.getByRole('button', { name: 'Close' }).click();
    await story.waitFor({ state: 'detached' });
    // Focus goes back to the button that opened it.
    expect(
      await page
        .getByRole('button', { name: 'Play as story' })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true);
  });

  it('/styleguide shows every section and opens its sample modal, and is not indexed', async () => {
    const { page } = await browser.newVisitor();
    const res = await page.goto('/styleguide');
    expect(res?.status()).toBe(200);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    for (const name of [
      'Buttons',
      'Form fields',
      'Modals',
      'Vote widgets',
      'Comments',
      'Tag list',
      'Share bar',
      'Offensive-content warning',
      'Cookie banner',
      'Search box',
      'Cards',
    ])
      await page.getByRole('heading', { level: 2, name }).waitFor();

    // The site's own cookie banner (not the sample's) shows once the page is hydrated.
    await page.getByRole('region', { name: 'We use cookies' }).waitFor();
    await page.getByRole('button', { name: 'Open a sample modal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit title' });
    await dialog.waitFor();
    await snapshot(page, 'styleguide-modal');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
