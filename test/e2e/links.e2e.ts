import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiGet, createAccount } from './support/api.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { createMap, signIn } from './support/opinion-map.js';

interface History {
  Revisions: Array<{ ActionName: string; UserDescription: string }>;
}

describe('links and references in the browser', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a member adds a link and a reference to an argument; readers see the card and the reference', async () => {
    const author = await createAccount(uniqueAccount('Linker'));
    const map = await createMap(author.cookie, author.username);
    const arg = map.args[0];
    const { context, page } = await browser.newVisitor();
    await signIn(context, author.cookie);

    await page.goto(`/edit/a/${arg.id}`);
    const wild = page.getByRole('region', { name: 'In the Wild' });
    // The edit tools show once the browser knows the member may edit.
    await wild.getByRole('button', { name: 'Add link' }).click();
    const linkModal = page.getByRole('dialog', { name: 'Add link' });
    await linkModal.getByRole('textbox', { name: 'URL' }).fill('  https://example.org/tallinn  ');
    // Leaving the field asks the server for the page's image; here the page cannot be reached,
    // which the modal says without stopping the link from being saved.
    await linkModal.getByRole('textbox', { name: 'Title' }).fill('Tallinn after free transit');
    await snapshot(page, 'link-modal');
    await linkModal.getByRole('button', { name: 'Save' }).click();
    await linkModal.waitFor({ state: 'detached' });
    const card = wild.getByRole('link', { name: /Tallinn after free transit/ });
    await card.waitFor();
    expect(await card.getAttribute('href')).toBe('https://example.org/tallinn');

    const references = page.getByRole('region', { name: 'References' });
    await references.getByText('No references yet').waitFor();
    await page.getByRole('button', { name: 'Add reference' }).click();
    const refModal = page.getByRole('dialog', { name: 'Reference' });
    await refModal.getByRole('textbox', { name: 'Short name' }).fill('Tallinn Study 2014');
    await refModal.getByText('Saved as [tallinn-study-2014]').waitFor();
    await refModal.getByRole('textbox', { name: 'URL' }).fill('https://example.org/study');
    await refModal.getByRole('button', { name: 'Save' }).click();
    await refModal.waitFor({ state: 'detached' });
    await references.getByRole('link', { name: 'tallinn-study-2014' }).waitFor();
    await snapshot(page, 'links-edit-page');

    const history = await apiGet<History>(`/api/arg/history?argID=${arg.id}`);
    const actions = history.Revisions.map((r) => [r.ActionName, r.UserDescription]);
    expect(actions).toContainEqual(['ArgAddExternalLink', 'Add link']);
    expect(actions).toContainEqual(['ArgEditTextField', 'Added content']);

    // A reader gets both in the page's HTML, before any script runs.
    const reader = await browser.newVisitor();
    const response = await reader.page.goto(`/a/${arg.id}`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('href="https://example.org/tallinn"');
    expect(html).toContain('Tallinn after free transit');
    expect(html).toContain('>tallinn-study-2014</a>');
    const readerCard = reader.page
      .getByRole('region', { name: 'In the Wild' })
      .getByRole('link', { name: /Tallinn after free transit/ });
    expect(await readerCard.getAttribute('target')).toBe('_blank');
    expect(await readerCard.getAttribute('rel')).toBe('noopener nofollow ugc');
    expect(await readerCard.textContent()).toContain('example.org');
    const reference = reader.page
      .getByRole('region', { name: 'References' })
      .getByRole('link', { name: 'tallinn-study-2014' });
    expect(await reference.getAttribute('href')).toBe('https://example.org/study');
    await snapshot(reader.page, 'links-read-page');
  });
});
