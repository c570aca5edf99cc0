import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPost, createAccount } from './support/api.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { longDescription } from './support/opinion-map.js';

async function create<T>(path: string, body: object, cookie: string): Promise<T> {
  const res = await apiPost<T>(path, body, cookie);
  expect(res.status).toBe(201);
  return res.json;
}

describe('search that answers', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('ranks the question first, marks the matched words and names an argument’s question', async () => {
    const author = await createAccount(uniqueAccount('Searcher'));
    const word = `quokka${Date.now().toString(36)}`;
    const title = `Should ${word} islands limit visitors?`;
    const { ConvoID } = await create<{ ConvoID: string }>(
      '/api/convo/new',
      { title, description: longDescription(`Crowds on ${word} islands`) },
      author.cookie,
    );
    const { PosID } = await create<{ PosID: string }>(
      '/api/pos/new',
      { convoID: ConvoID, title: `Yes, limit ${word} island visitors` },
      author.cookie,
    );
    const argTitle = `Visitors to ${word} islands trample nests`;
    await create(
      '/api/arg/new',
      { posID: PosID, title: argTitle, description: longDescription('Nests') },
      author.cookie,
    );

    const { page } = await browser.newVisitor();
    await page.goto(`/search?q=${encodeURIComponent(`${word} islands visitors`)}`);
    const list = page.getByRole('list', { name: 'Search results' });
    const items = list.getByRole('listitem');
    await items.first().waitFor();
    await expect(items.first().getByRole('link').first().textContent()).resolves.toBe(title);
    const arg = items.filter({ hasText: argTitle });
    await arg.getByRole('link', { name: title }).waitFor();
    await expect(items.first().locator('mark').first().textContent()).resolves.toMatch(
      /^(quokka|islands)/i,
    );
    await snapshot(page, 'reader-search-results');
  });
});
